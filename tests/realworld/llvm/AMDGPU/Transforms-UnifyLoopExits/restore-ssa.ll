; Source: https://github.com/llvm/llvm-project/blob/1edd2bc4ddd809a99ee6bc7c8b1641a59b200f93/llvm/test/Transforms/UnifyLoopExits/restore-ssa.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: opt < %s -passes='unify-loop-exits' -S | FileCheck %s

define i32 @exiting-used-in-exit(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  br label %A

A:
  %mytmp42 = load i32, ptr %arg1, align 4
  %cmp1 = icmp slt i32 %mytmp42, 0
  br i1 %cmp1, label %B, label %return

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  %cmp = icmp slt i32 %mytmp41, 0
  br i1 %cmp, label %A, label %C

C:
  %inc = add i32 %mytmp41, 1
  br label %return

return:
  %phi = phi i32 [ %inc, %C ], [ %mytmp42, %A ]
  ret i32 %phi
}

define i32 @exiting-used-in-exit_callbr(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  callbr void asm "", ""() to label %A []

A:
  %mytmp42 = load i32, ptr %arg1, align 4
  %cmp1 = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp1) to label %B [label %return]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  %cmp = icmp slt i32 %mytmp41, 0
  callbr void asm "", "r,!i"(i1 %cmp) to label %A [label %C]

C:
  %inc = add i32 %mytmp41, 1
  callbr void asm "", ""() to label %return []

return:
  %phi = phi i32 [ %inc, %C ], [ %mytmp42, %A ]
  ret i32 %phi
}

define i32 @exiting-used-in-exit_switch(ptr %arg1, ptr %arg2, i1 %Pred) local_unnamed_addr align 2 {
entry:
  switch i1 %Pred, label %A []

A:
  %mytmp42 = load i32, ptr %arg1, align 4
  %cmp1 = icmp slt i32 %mytmp42, 0
  switch i1 %cmp1, label %B [ i1 0, label %return ]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  %cmp = icmp slt i32 %mytmp41, 0
  switch i1 %cmp, label %A [ i1 0, label %C ]

C:
  %inc = add i32 %mytmp41, 1
  switch i1 %Pred, label %return []

return:
  %phi = phi i32 [ %inc, %C ], [ %mytmp42, %A ]
  ret i32 %phi
}

define i32 @internal-used-in-exit(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  br label %A

A:
  %cmp1 = icmp slt i32 %mytmp42, 0
  br i1 %cmp1, label %B, label %return

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  br label %C

C:
  %cmp = icmp slt i32 %mytmp42, 0
  br i1 %cmp, label %A, label %D

D:
  %inc = add i32 %mytmp41, 1
  br label %return

return:
  ret i32 0
}

define i32 @internal-used-in-exit_callbr(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  callbr void asm "", ""() to label %A []

A:
  %cmp1 = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp1) to label %B [label %return]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  callbr void asm "", ""() to label %C []

C:
  %cmp = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp) to label %A [label %D]

D:
  %inc = add i32 %mytmp41, 1
  callbr void asm "", ""() to label %return []

return:
  ret i32 0
}

define i32 @internal-used-in-exit_switch(ptr %arg1, ptr %arg2, i1 %Pred) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  switch i1 %Pred, label %A []

A:
  %cmp1 = icmp slt i32 %mytmp42, 0
  switch i1 %cmp1, label %B [ i1 0, label %return ]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  switch i1 %Pred, label %C []

C:
  %cmp = icmp slt i32 %mytmp42, 0
  switch i1 %cmp, label %A [ i1 0, label %D ]

D:
  %inc = add i32 %mytmp41, 1
  switch i1 %Pred, label %return []

return:
  ret i32 0
}

define i32 @mixed-use-in-exit(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  %cmp2 = icmp slt i32 %mytmp42, 0
  br i1 %cmp2, label %A, label %return

A:
  %mytmp43 = add i32 %mytmp42, 1
  %cmp1 = icmp slt i32 %mytmp42, 0
  br i1 %cmp1, label %B, label %return

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  br label %C

C:
  %cmp = icmp slt i32 %mytmp42, 0
  br i1 %cmp, label %A, label %D

D:
  br label %return

return:
  %phi = phi i32 [ %mytmp41, %D ], [ %mytmp43, %A ], [%mytmp42, %entry]
  ret i32 %phi
}

define i32 @mixed-use-in-exit_callbr(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  %cmp2 = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp2) to label %A [label %return]

A:
  %mytmp43 = add i32 %mytmp42, 1
  %cmp1 = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp1) to label %B [label %return]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  callbr void asm "", ""() to label %C []

C:
  %cmp = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp) to label %A [label %D]

D:
  callbr void asm "", ""() to label %return []

return:
  %phi = phi i32 [ %mytmp41, %D ], [ %mytmp43, %A ], [%mytmp42, %entry]
  ret i32 %phi
}

define i32 @mixed-use-in-exit_switch(ptr %arg1, ptr %arg2, i1 %Pred) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  %cmp2 = icmp slt i32 %mytmp42, 0
  switch i1 %cmp2, label %A [ i1 0, label %return ]

A:
  %mytmp43 = add i32 %mytmp42, 1
  %cmp1 = icmp slt i32 %mytmp42, 0
  switch i1 %cmp1, label %B [ i1 0, label %return ]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  switch i1 %Pred, label %C []

C:
  %cmp = icmp slt i32 %mytmp42, 0
  switch i1 %cmp, label %A [ i1 0, label %D ]

D:
  switch i1 %Pred, label %return []

return:
  %phi = phi i32 [ %mytmp41, %D ], [ %mytmp43, %A ], [%mytmp42, %entry]
  ret i32 %phi
}

define i32 @phi-via-external-block(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  br label %A

A:
  %cmp1 = icmp slt i32 %mytmp42, 0
  br i1 %cmp1, label %B, label %E

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  br label %C

C:
  %cmp = icmp slt i32 %mytmp42, 0
  br i1 %cmp, label %A, label %D

D:
  br label %return

E:
  br label %return

return:
  %phi = phi i32 [ %mytmp41, %D ], [ %mytmp42, %E ]
  ret i32 %phi
}

define i32 @phi-via-external-block_callbr(ptr %arg1, ptr %arg2) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  callbr void asm "", ""() to label %A []

A:
  %cmp1 = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp1) to label %B [label %E]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  callbr void asm "", ""() to label %C []

C:
  %cmp = icmp slt i32 %mytmp42, 0
  callbr void asm "", "r,!i"(i1 %cmp) to label %A [label %D]

D:
  callbr void asm "", ""() to label %return []

E:
  callbr void asm "", ""() to label %return []

return:
  %phi = phi i32 [ %mytmp41, %D ], [ %mytmp42, %E ]
  ret i32 %phi
}

define i32 @phi-via-external-block_switch(ptr %arg1, ptr %arg2, i1 %Pred) local_unnamed_addr align 2 {
entry:
  %mytmp42 = load i32, ptr %arg1, align 4
  switch i1 %Pred, label %A []

A:
  %cmp1 = icmp slt i32 %mytmp42, 0
  switch i1 %cmp1, label %B [ i1 0, label %E ]

B:
  %mytmp41 = load i32, ptr %arg2, align 4
  switch i1 %Pred, label %C []

C:
  %cmp = icmp slt i32 %mytmp42, 0
  switch i1 %cmp, label %A [ i1 0, label %D ]

D:
  switch i1 %Pred, label %return []

E:
  switch i1 %Pred, label %return []

return:
  %phi = phi i32 [ %mytmp41, %D ], [ %mytmp42, %E ]
  ret i32 %phi
}
