; Source: https://github.com/llvm/llvm-project/blob/658f26ac8054c7e8400698618d765be51dfe238b/llvm/test/Analysis/UniformityAnalysis/NVPTX/alloca-tid-load.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; RUN: opt %s -passes='print<uniformity>' -disable-output 2>&1 | FileCheck %s

target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel i32 @alloca_tid_load() {
entry:
  %tid_value = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = alloca i32, align 4
  store i32 %tid_value, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
