; Seed 000 (ConvergentOperations), "Reductions inside divergent control
; flow", as LLVM IR for amdgcn with convergence control tokens: the
; @subgroupAdd of the spec is llvm.amdgcn.wave.reduce.umax (convergent, no
; memory effects: speculatable in conv's table). The hoist of one reduction
; above the branch on %cc is legal exactly when %cc is uniform among the
; threads of the entry token: a kernel argument (amdgpu_kernel arguments
; are uniform), not a comparison with the work-item id.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @uniform_cc(i1 %cc, i32 %delta, ptr addrspace(1) %out) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %delta, i32 0) [ "convergencectrl"(token %tok) ]
  store i32 %total_gains, ptr addrspace(1) %out, align 4
  br label %end

else:
  %total_losses = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %delta, i32 0) [ "convergencectrl"(token %tok) ]
  store i32 %total_losses, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

define amdgpu_kernel void @divergent_cc(i32 %delta, ptr addrspace(1) %out) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cc = icmp sgt i32 %tid, %delta
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %delta, i32 0) [ "convergencectrl"(token %tok) ]
  store i32 %total_gains, ptr addrspace(1) %out, align 4
  br label %end

else:
  %total_losses = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %delta, i32 0) [ "convergencectrl"(token %tok) ]
  store i32 %total_losses, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

; seed 004 (Lebar): a workgroup barrier may rise out of an `if`, never sink into one
define amdgpu_kernel void @barrier(i32 %n, ptr addrspace(1) %out) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end

then:
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %tok) ]
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1
declare i32 @llvm.amdgcn.workitem.id.x() #2
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }

; R1: %cc is a kernel argument, uniform -> the hoisted reduction keeps each group's set
; QUERY: can-hoist %total_gains entry --function uniform_cc
; EXPECT: legal CONV_LEGAL_UNIFORM

; R4: uniform branch -> the two reductions may be merged into the dominator
; QUERY: can-merge %total_gains %total_losses entry --function uniform_cc
; EXPECT: legal CONV_LEGAL_UNIFORM

; R1(a): %cc compares the work-item id -> the else arm's threads would join the reduction
; QUERY: can-hoist %total_gains entry --function divergent_cc
; EXPECT: illegal CONV_LEGAL_DIVERGENT_BRANCH blocking branch entry
; PROVE: counterexample

; R4 (DXC #241): merging across the divergent branch sums both arms' threads
; QUERY: can-merge %total_gains %total_losses entry --function divergent_cc
; EXPECT: illegal CONV_LEGAL_DIVERGENT_BRANCH blocking branch entry

; seed 004: hoisting the barrier (then:0, a void call) out of the conditional is legal
; QUERY: can-hoist then:0 entry --function barrier
; EXPECT: legal CONV_LEGAL_BARRIER_HOIST
