; Source: https://github.com/llvm/llvm-project/blob/8d54e0b0186dc75248f915183dcd21b56e47d796/llvm/test/CodeGen/AMDGPU/r600.work-item-intrinsics.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "r600"
; RUN: llc -mtriple=r600 -mcpu=redwood -verify-machineinstrs < %s | \
; RUN: FileCheck -check-prefix=EG -check-prefix=FUNC %s

define amdgpu_kernel void @tgid_x(ptr addrspace(1) %out) {
entry:
  %0 = call i32 @llvm.r600.read.tgid.x() #0
  store i32 %0, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @tgid_y(ptr addrspace(1) %out) {
entry:
  %0 = call i32 @llvm.r600.read.tgid.y() #0
  store i32 %0, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @tgid_z(ptr addrspace(1) %out) {
entry:
  %0 = call i32 @llvm.r600.read.tgid.z() #0
  store i32 %0, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @tidig_x(ptr addrspace(1) %out) {
entry:
  %0 = call i32 @llvm.r600.read.tidig.x() #0
  store i32 %0, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @tidig_y(ptr addrspace(1) %out) {
entry:
  %0 = call i32 @llvm.r600.read.tidig.y() #0
  store i32 %0, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @tidig_z(ptr addrspace(1) %out) {
entry:
  %0 = call i32 @llvm.r600.read.tidig.z() #0
  store i32 %0, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @test_implicit(ptr addrspace(1) %out) #1 {
  %implicitarg.ptr = call noalias ptr addrspace(7) @llvm.r600.implicitarg.ptr()
  %gep = getelementptr i32, ptr addrspace(7) %implicitarg.ptr, i32 4
  %value = load i32, ptr addrspace(7) %gep
  store i32 %value, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @test_implicit_dyn(ptr addrspace(1) %out, i32 %in) #1 {
  %implicitarg.ptr = call noalias ptr addrspace(7) @llvm.r600.implicitarg.ptr()
  %gep = getelementptr i32, ptr addrspace(7) %implicitarg.ptr, i32 %in
  %value = load i32, ptr addrspace(7) %gep
  store i32 %value, ptr addrspace(1) %out
  ret void
}

attributes #0 = { readnone }
