; Source: https://github.com/llvm/llvm-project/blob/59e12572f8e40a0c5e5ccf7f64daf833134f812f/llvm/test/CodeGen/AMDGPU/llvm.amdgcn.wave.barrier.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: llc -mtriple=amdgcn -verify-machineinstrs < %s | FileCheck -check-prefix=GCN %s


define amdgpu_kernel void @test_wave_barrier() #0 {
entry:
  call void @llvm.amdgcn.wave.barrier() #1
  ret void
}


define amdgpu_kernel void @test_wave_barrier_is_not_isBarrier() #0 {
entry:
  call void @llvm.amdgcn.wave.barrier() #1
  unreachable
}

declare void @llvm.amdgcn.wave.barrier() #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }
