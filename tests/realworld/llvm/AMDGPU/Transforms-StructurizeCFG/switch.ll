; Source: https://github.com/llvm/llvm-project/blob/b38e18e42eba72c62634634f3d5cf863f1cfc167/llvm/test/Transforms/StructurizeCFG/switch.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: opt -S -passes='lower-switch,structurizecfg' %s -o - | FileCheck %s


define void @switch(ptr addrspace(1) %out, i32 %cond) nounwind {
entry:
  switch i32 %cond, label %done [ i32 0, label %zero]

zero:
  store i32 7, ptr addrspace(1) %out
  br label %done

done:
  ret void
}
