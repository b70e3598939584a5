; Source: https://github.com/llvm/llvm-project/blob/070b6f8542cca91ca605d6c33146e68aa6f1e83d/llvm/test/CodeGen/NVPTX/bug26185.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_35 -verify-machineinstrs | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64 -mcpu=sm_35 | %ptxas-verify %}


target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-unknown"

define ptx_kernel void @ex_zext(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load i8, ptr %data
  %valext = zext i8 %val to i32
  store i32 %valext, ptr %res
  ret void
}

define ptx_kernel void @ex_sext(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load i8, ptr %data
  %valext = sext i8 %val to i32
  store i32 %valext, ptr %res
  ret void
}

define ptx_kernel void @ex_zext_v2(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load <2 x i8>, ptr %data
  %valext = zext <2 x i8> %val to <2 x i32>
  store <2 x i32> %valext, ptr %res
  ret void
}

define ptx_kernel void @ex_sext_v2(ptr noalias readonly %data, ptr %res) {
entry:
  %val = load <2 x i8>, ptr %data
  %valext = sext <2 x i8> %val to <2 x i32>
  store <2 x i32> %valext, ptr %res
  ret void
}

