; Source: https://github.com/llvm/llvm-project/blob/15a64c98bf5a97d6a61c2e4d2b0e222dac708605/llvm/test/Analysis/UniformityAnalysis/AMDGPU/workitem-expr.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: opt -mtriple amdgcn-- -mcpu=gfx900 -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck --check-prefixes=GCN,GFX9 %s
; RUN: opt -mtriple amdgcn-- -mcpu=gfx1010 -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck --check-prefixes=GCN,GFX10 %s

define i32 @tidx_shift_6() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tidx, 6
  ret i32 %shr
}

define i32 @tidx_shift_7() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tidx, 7
  ret i32 %shr
}

define i32 @tidx_shift_5() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tidx, 5
  ret i32 %shr
}

define i32 @tidx_shift_4() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tidx, 4
  ret i32 %shr
}

define i32 @tidx_and_63() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %and = and i32 %tidx, 63
  ret i32 %and
}

define i32 @tidx_and_64() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %and = and i32 %tidx, 64
  ret i32 %and
}

define i32 @tidx_and_65() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %and = and i32 %tidx, 65
  ret i32 %and
}

define i32 @tidx_and_320() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %and = and i32 %tidx, 320
  ret i32 %and
}

define i32 @tidx_and_31() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %and = and i32 %tidx, 31
  ret i32 %and
}

define i32 @tidx_and_32() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %and = and i32 %tidx, 32
  ret i32 %and
}

define i32 @tidx_or_63() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %or = or i32 %tidx, 63
  ret i32 %or
}

define i32 @tidx_or_64() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %or = or i32 %tidx, 64
  ret i32 %or
}

define i32 @tidx_or_65() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %or = or i32 %tidx, 65
  ret i32 %or
}

define i32 @tidx_or_31() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %or = or i32 %tidx, 31
  ret i32 %or
}

define i32 @tidx_or_32() {
entry:
  %tidx = tail call i32 @llvm.amdgcn.workitem.id.x()
  %or = or i32 %tidx, 32
  ret i32 %or
}
