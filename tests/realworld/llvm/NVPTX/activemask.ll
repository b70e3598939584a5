; Source: https://github.com/llvm/llvm-project/blob/26548bdb8fa0d97fc702479083d14ee05f815ba1/llvm/test/CodeGen/NVPTX/activemask.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx64 -O2 -mcpu=sm_52 -mattr=+ptx62 | FileCheck %s
; RUN: %if ptxas(isa-6.2) %{ llc < %s -mtriple=nvptx64 -mcpu=sm_52 -mattr=+ptx62 | %ptxas-verify %}

declare i32 @llvm.nvvm.activemask()

define dso_local i32 @activemask() {
entry:
  %mask = call i32 @llvm.nvvm.activemask()
  ret i32 %mask
}

define dso_local i32 @convergent(i1 %cond) {
entry:
  br i1 %cond, label %if.else, label %if.then

if.then:
  %0 = call i32 @llvm.nvvm.activemask()
  br label %if.end

if.else:
  %1 = call i32 @llvm.nvvm.activemask()
  br label %if.end

if.end:
  %mask = phi i32 [ %0, %if.then ], [ %1, %if.else ]
  ret i32 %mask
}
