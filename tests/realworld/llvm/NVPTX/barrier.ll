; Source: https://github.com/llvm/llvm-project/blob/26548bdb8fa0d97fc702479083d14ee05f815ba1/llvm/test/CodeGen/NVPTX/barrier.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_30 -mattr=+ptx60 | FileCheck %s
; RUN: %if ptxas(isa-6.0) %{ llc < %s -mtriple=nvptx64 -mcpu=sm_30 -mattr=+ptx60 | %ptxas-verify %}

declare void @llvm.nvvm.bar.warp.sync(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.sync.all(i32)
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32)
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32)

define void @barrier_warp_sync(i32 %id) {
  call void @llvm.nvvm.bar.warp.sync(i32 %id)
  call void @llvm.nvvm.bar.warp.sync(i32 6)
  ret void
}

define void @barrier_cta_sync_aligned_all(i32 %id) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 %id)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 3)
  ret void
}

define void @barrier_cta_sync_aligned(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 4, i32 64)
  ret void
}

define void @barrier_cta_arrive_aligned(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 4, i32 64)
  ret void
}

define void @barrier_cta_sync_all(i32 %id) {
  call void @llvm.nvvm.barrier.cta.sync.all(i32 %id)
  call void @llvm.nvvm.barrier.cta.sync.all(i32 3)
  ret void
}

define void @barrier_cta_sync(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.sync.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.sync.count(i32 4, i32 64)
  ret void
}

define void @barrier_cta_arrive(i32 %id, i32 %cnt) {
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 %id, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 3, i32 %cnt)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 %id, i32 64)
  call void @llvm.nvvm.barrier.cta.arrive.count(i32 4, i32 64)
  ret void
}
