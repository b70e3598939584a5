; Source: https://github.com/llvm/llvm-project/blob/131e8473e88a98434fcd00a441f26e83a1df832e/llvm/test/CodeGen/NVPTX/vote.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_30 -mattr=+ptx60 | FileCheck %s
; RUN: %if ptxas-isa-6.0 %{ llc < %s -mtriple=nvptx64 -mcpu=sm_30 -mattr=+ptx60 | %ptxas-verify %}

declare i1 @llvm.nvvm.vote.all(i1)
define i1 @vote_all(i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.all(i1 %pred)
  ret i1 %val
}

declare i1 @llvm.nvvm.vote.any(i1)
define i1 @vote_any(i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.any(i1 %pred)
  ret i1 %val
}

declare i1 @llvm.nvvm.vote.uni(i1)
define i1 @vote_uni(i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.uni(i1 %pred)
  ret i1 %val
}

declare i32 @llvm.nvvm.vote.ballot(i1)
define i32 @vote_ballot(i1 %pred) {
  %val = call i32 @llvm.nvvm.vote.ballot(i1 %pred)
  ret i32 %val
}

declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
define i1 @vote_sync_all(i32 %mask, i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %pred)
  ret i1 %val
}

declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
define i1 @vote_sync_any(i32 %mask, i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.any.sync(i32 %mask, i1 %pred)
  ret i1 %val
}

declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
define i1 @vote_sync_uni(i32 %mask, i1 %pred) {
  %val = call i1 @llvm.nvvm.vote.uni.sync(i32 %mask, i1 %pred)
  ret i1 %val
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
define i32 @vote_sync_ballot(i32 %mask, i1 %pred) {
  %val = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %pred)
  ret i32 %val
}
