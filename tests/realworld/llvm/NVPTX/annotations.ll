; Source: https://github.com/llvm/llvm-project/blob/26548bdb8fa0d97fc702479083d14ee05f815ba1/llvm/test/CodeGen/NVPTX/annotations.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx -mcpu=sm_20 | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s
; RUN: %if ptxas(ptr32) %{ llc < %s -mtriple=nvptx -mcpu=sm_20 | %ptxas-verify %}
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64 -mcpu=sm_20 | %ptxas-verify %}

@texture = internal addrspace(1) global i64 0, align 8
@surface = internal addrspace(1) global i64 0, align 8

define ptx_kernel void @kernel_func_maxntid(ptr %a) "nvvm.maxntid"="10,20,30" {
  ret void
}

define ptx_kernel void @kernel_func_reqntid(ptr %a) "nvvm.reqntid"="11,22,33" {
  ret void
}

define ptx_kernel void @kernel_func_minctasm(ptr %a) "nvvm.minctasm"="42" {
  ret void
}

define ptx_kernel void @kernel_func_maxnreg() "nvvm.maxnreg"="1234" {
  ret void
}

!nvvm.annotations = !{!9, !10}

!9 = !{ptr addrspace(1) @texture, !"texture", i32 1}
!10 = !{ptr addrspace(1) @surface, !"surface", i32 1}
