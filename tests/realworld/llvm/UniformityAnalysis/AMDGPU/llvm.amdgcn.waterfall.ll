; Source: https://github.com/llvm/llvm-project/blob/00c78c9d8bcea93a6732055d77a66f4179fcc218/llvm/test/Analysis/UniformityAnalysis/AMDGPU/llvm.amdgcn.waterfall.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s

define amdgpu_ps void @test_waterfall_readlane(i32 addrspace(1)* inreg %out, <2 x i32> addrspace(1)* inreg %in, i32 %tid) #1 {
  %gep.in = getelementptr <2 x i32>, <2 x i32> addrspace(1)* %in, i32 %tid
  %args = load <2 x i32>, <2 x i32> addrspace(1)* %gep.in
  %value = extractelement <2 x i32> %args, i32 0
  %lane = extractelement <2 x i32> %args, i32 1
  %wf_token = call i32 @llvm.amdgcn.waterfall.begin.i32(i32 0, i32 %lane)
  %readlane = call i32 @llvm.amdgcn.waterfall.readfirstlane.i32.i32(i32 %wf_token, i32 %lane)
  %readlane1 = call i32 @llvm.amdgcn.readlane(i32 %value, i32 %readlane)
  %readlane2 = call i32 @llvm.amdgcn.waterfall.end.i32(i32 %wf_token, i32 %readlane1)
  store i32 %readlane2, i32 addrspace(1)* %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.waterfall.begin.i32(i32, i32)
declare i32 @llvm.amdgcn.waterfall.readfirstlane.i32.i32(i32, i32)
declare i32 @llvm.amdgcn.readlane(i32, i32)
declare i32 @llvm.amdgcn.waterfall.end.i32(i32, i32)
