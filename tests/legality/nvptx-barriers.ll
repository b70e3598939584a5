; NVPTX's partial barriers (seed 004's barrier rule, LLVM's NVPTX
; intrinsics). A barrier may rise out of a conditional when it binds every
; thread of its scope: an extra arrival of the whole scope is harmless.
; Two NVPTX barriers bind fewer threads, and a thread more is not
; harmless:
; * __syncwarp(mask), `llvm.nvvm.bar.warp.sync`: only the lanes of the
;   mask take part, and PTX makes it undefined for a thread outside the
;   mask to run it; with the full mask (-1) it is the wave's barrier;
; * `llvm.nvvm.barrier.sync.cnt(id, n)` and `llvm.nvvm.barrier(id, n)`
;   (bar.sync id, n): n threads of the CTA complete it, and a thread more
;   would arrive at the next one.
; So hoisting them out of a conditional is refused as for any operation
; with effects (CONV_LEGAL_EXECUTION_COUNT); the full-mask and full-CTA
; forms stay barriers (CONV_LEGAL_BARRIER_HOIST).
target triple = "nvptx64-nvidia-cuda"

define void @masked(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %tid, 16
  %mask = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %low)
  br i1 %low, label %then, label %end

then:
  call void @llvm.nvvm.bar.warp.sync(i32 %mask)
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

; PTX: a thread outside the mask must not run bar.warp.sync, and lanes 16-31 are outside %mask
; QUERY: can-hoist then:0 entry --function masked
; EXPECT: illegal CONV_LEGAL_EXECUTION_COUNT

define void @full(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %tid, 16
  br i1 %low, label %then, label %end

then:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

; seed 004: with the full mask it is the wave's barrier, which may rise out of a conditional
; QUERY: can-hoist then:0 entry --function full
; EXPECT: legal CONV_LEGAL_BARRIER_HOIST

define void @counted(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %tid, 64
  br i1 %low, label %then, label %end

then:
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)
  call void @llvm.nvvm.barrier(i32 2, i32 64)
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

; PTX bar.sync 1, 64: the 64 threads under the branch complete it; every thread of the CTA arriving would not
; QUERY: can-hoist then:0 entry --function counted
; EXPECT: illegal CONV_LEGAL_EXECUTION_COUNT

; The same for llvm.nvvm.barrier (bar.sync 2, 64), after the first
; QUERY: can-hoist then:1 entry --function counted
; EXPECT: illegal CONV_LEGAL_EXECUTION_COUNT

define void @whole(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %tid, 64
  br i1 %low, label %then, label %end

then:
  call void @llvm.nvvm.barrier.sync(i32 0)
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

; seed 004: "it's legal to hoist syncthreads out of an if": barrier.sync 0 binds the whole CTA
; QUERY: can-hoist then:0 entry --function whole
; EXPECT: legal CONV_LEGAL_BARRIER_HOIST

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #0
declare void @llvm.nvvm.bar.warp.sync(i32) #0
declare void @llvm.nvvm.barrier.sync(i32) #0
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #0
declare void @llvm.nvvm.barrier(i32, i32) #0

attributes #0 = { convergent nounwind }
