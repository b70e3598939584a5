; conv corpus copy of llvm/llvm-project llvm/test/Analysis/UniformityAnalysis/AMDGPU/phi-undef.ll
; (commit a4fbb67c7eef85ba6e12ae467a1f59543b941029), Apache-2.0 WITH LLVM-exception; edits: see tests/uniformity/README.md
target triple = "amdgcn-amd-amdhsa"   ; added for conv (opt-19 runs with -mtriple=amdgcn--)
; RUN: opt -mtriple amdgpu7.00-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: 'test1':
; CHECK: DIVERGENT: i32 %bound
; CHECK: {{^  *}} %counter =
; CHECK: DIVERGENT: %break = icmp sge i32 %counter, %bound
; CHECK: DIVERGENT: br i1 %break, label %footer, label %body
; CHECK: {{^  *}}%counter.next =
; CHECK: {{^  *}}%counter.footer =
; CHECK: DIVERGENT: br i1 %break, label %end, label %header

; Note: %counter is not divergent!

define amdgpu_ps void @test1(i32 %bound) {
entry:
  br label %header

header:
  %counter = phi i32 [ 0, %entry ], [ %counter.footer, %footer ]
  %break = icmp sge i32 %counter, %bound
  br i1 %break, label %footer, label %body

body:
  %counter.next = add i32 %counter, 1
  br label %footer

footer:
  %counter.footer = phi i32 [ %counter.next, %body ], [ undef, %header ]
  br i1 %break, label %end, label %header

end:
  ret void
}
