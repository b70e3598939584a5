; Issue 14: the generated amdgcn table (tools/gen_target_tables.py, from
; LLVM's SourceOfDivergence / AlwaysUniform lists). Every call below takes
; only uniform operands (kernel arguments), so a divergent result can only
; come from the table: mfma, smfmac, wmma, swmmac, inverse.ballot, if, else,
; loop and an image atomic are sources in LLVM 19; if.break is always
; uniform. Overloaded names carry type suffixes, and the longest known name
; wins: @llvm.amdgcn.if.break.i64 is if.break (uniform), not if (a source).
; Of `amdgcn.if`'s {condition, saved mask} the mask (index 1) is always
; uniform (LLVM's isAlwaysUniform), the condition (index 0) is not.
target triple = "amdgcn-amd-amdhsa"

declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32 immarg, i32 immarg, i32 immarg)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.f16(<4 x half>, <8 x half>, <4 x float>, i32, i32 immarg, i32 immarg)
declare <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(<16 x half>, <16 x half>, <8 x float>)
declare <8 x float> @llvm.amdgcn.swmmac.f32.16x16x32.f16.v8f32.v8f16.v16f16.i16(<8 x half>, <16 x half>, <8 x float>, i16)
declare i1 @llvm.amdgcn.inverse.ballot.i64(i64)
declare { i1, i64 } @llvm.amdgcn.if.i64(i1)
declare { i1, i64 } @llvm.amdgcn.else.i64.i64(i64)
declare i1 @llvm.amdgcn.loop.i64(i64)
declare i64 @llvm.amdgcn.if.break.i64(i1, i64)
declare i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32, i32, <8 x i32>, i32 immarg, i32 immarg)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @sources(float %f, <4 x float> %acc, <4 x half> %h4, <8 x half> %h8, <16 x half> %h16,
                                   <8 x float> %acc8, i64 %mask, i1 %c, i32 %i, <8 x i32> %rsrc, i16 %idx) {
entry:
  %mfma = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %f, float %f, <4 x float> %acc, i32 0, i32 0, i32 0)
  %smfmac = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.f16(<4 x half> %h4, <8 x half> %h8, <4 x float> %acc, i32 %i, i32 0, i32 0)
  %wmma = call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(<16 x half> %h16, <16 x half> %h16, <8 x float> %acc8)
  %swmmac = call <8 x float> @llvm.amdgcn.swmmac.f32.16x16x32.f16.v8f32.v8f16.v16f16.i16(<8 x half> %h8, <16 x half> %h16, <8 x float> %acc8, i16 %idx)
  %inv = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 %mask)
  %if = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)
  %if.cond = extractvalue { i1, i64 } %if, 0
  %if.mask = extractvalue { i1, i64 } %if, 1
  %else = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 %mask)
  %else.mask = extractvalue { i1, i64 } %else, 1
  %loop = call i1 @llvm.amdgcn.loop.i64(i64 %mask)
  %brk = call i64 @llvm.amdgcn.if.break.i64(i1 %c, i64 %mask)
  %atomic = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32 %i, i32 %i, <8 x i32> %rsrc, i32 0, i32 0)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tc = icmp ult i32 %tid, 5
  %brk.div = call i64 @llvm.amdgcn.if.break.i64(i1 %tc, i64 %mask)
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  ret void
}
; EXPECT divergent: %mfma %smfmac %wmma %swmmac %inv %if %if.cond %else %loop %atomic %tid %tc
; EXPECT uniform: %if.mask %else.mask %brk %brk.div %rfl
; LLVM19 divergent: %mfma %smfmac %wmma %swmmac %inv %if %if.cond %else %loop %atomic %tid %tc
; LLVM19 uniform: %if.mask %else.mask %brk %brk.div %rfl
