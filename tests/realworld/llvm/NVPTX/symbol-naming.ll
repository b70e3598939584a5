; Source: https://github.com/llvm/llvm-project/blob/11ee482151230aacb96e592793379b0c47303413/llvm/test/CodeGen/NVPTX/symbol-naming.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; RUN: llc < %s -mtriple=nvptx -mattr=+ptx60 -mcpu=sm_30 | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mattr=+ptx60 -mcpu=sm_30 | FileCheck %s
; RUN: %if ptxas-isa-6.0 && ptxas-ptr32 %{ llc < %s -mtriple=nvptx -mattr=+ptx60 -mcpu=sm_30 | %ptxas-verify %}
; RUN: %if ptxas-isa-6.0 %{ llc < %s -mtriple=nvptx64 -mattr=+ptx60 -mcpu=sm_30 | %ptxas-verify %}

target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-unknown"

@.str = private unnamed_addr constant [13 x i8] c"%d %f %c %d\0A\00", align 1
@"<str>" = private unnamed_addr constant [13 x i8] c"%d %f %c %d\0A\00", align 1
@_$_str = private unnamed_addr constant [13 x i8] c"%d %f %c %d\0A\00", align 1
@another-str = private unnamed_addr constant [13 x i8] c"%d %f %c %d\0A\00", align 1

define internal void @.function.() {
entry:
  %call = call i32 (ptr, ...) @printf(ptr @.str)
  %call2 = call i32 (ptr, ...) @printf(ptr @"<str>")
  ret void
}

define internal void @_$_function_$_() {
entry:
  %call = call i32 (ptr, ...) @printf(ptr @_$_str)
  %call2 = call i32 (ptr, ...) @printf(ptr @another-str)
  ret void
}

define void @global_function() {
entry:
  call void @.function.()
  call void @_$_function_$_()
  ret void
}

declare i32 @printf(ptr, ...)
