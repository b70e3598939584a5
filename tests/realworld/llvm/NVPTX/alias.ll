; Source: https://github.com/llvm/llvm-project/blob/03a5b92df2dd58ec447a46f18d1640e43f91d04a/llvm/test/CodeGen/NVPTX/alias.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream has no triple):
target triple = "nvptx64-nvidia-cuda"
; RUN: not --crash llc < %s -march=nvptx -mcpu=sm_20 2>&1 | FileCheck %s

define i32 @a() { ret i32 0 }
@b = internal alias i32 (), ptr @a
