; Source: https://github.com/llvm/llvm-project/blob/7d827fc12982c381cddee33dc87cda0bd360e4a2/llvm/test/CodeGen/AMDGPU/llvm.amdgcn.mbcnt.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: llc -mtriple=amdgcn -mcpu=verde -verify-machineinstrs < %s | FileCheck -check-prefix=GCN -check-prefix=SI %s
; RUN: llc -mtriple=amdgcn -mcpu=tonga -verify-machineinstrs < %s | FileCheck -check-prefix=GCN -check-prefix=VI %s

define amdgpu_ps void @mbcnt_intrinsics(ptr addrspace(4) inreg %arg, ptr addrspace(4) inreg %arg1, ptr addrspace(4) inreg %arg2, i32 inreg %arg3) {
main_body:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0) nounwind readnone
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo) nounwind readnone
  %tmp = bitcast i32 %hi to float
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %tmp, float %tmp, float %tmp, float %tmp, i1 true, i1 true) nounwind
  ret void
}

define i32 @mbcnt_lo_known_bits_1(i32 %x, i32 %y) nounwind readnone {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %x, i32 %y)
  %mask = and i32 %lo, 63
  ret i32 %mask
}

define i32 @mbcnt_lo_known_bits_2(i32 %x) nounwind readnone {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %x, i32 0)
  %mask = and i32 %lo, 63
  ret i32 %mask
}

define i32 @mbcnt_lo_known_bits_3(i32 %x) nounwind readnone {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %x, i32 15)
  %mask = and i32 %lo, 127
  ret i32 %mask
}

define i32 @mbcnt_lo_known_bits_4(i32 %x) nounwind readnone {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %x, i32 15)
  %mask = and i32 %lo, 63
  ret i32 %mask
}

define i32 @mbcnt_hi_known_bits_1(i32 %x, i32 %y) nounwind readnone {
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 %x, i32 %y)
  %mask = and i32 %hi, 63
  ret i32 %mask
}

define i32 @mbcnt_hi_known_bits_2(i32 %x) nounwind readnone {
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 %x, i32 0)
  %mask = and i32 %hi, 63
  ret i32 %mask
}

define i32 @mbcnt_hi_known_bits_3(i32 %x) nounwind readnone {
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 %x, i32 15)
  %mask = and i32 %hi, 127
  ret i32 %mask
}

define i32 @mbcnt_hi_known_bits_4(i32 %x) nounwind readnone {
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 %x, i32 15)
  %mask = and i32 %hi, 63
  ret i32 %mask
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) nounwind readnone
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) nounwind readnone
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1) nounwind
