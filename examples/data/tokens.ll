; Convergence-control tokens on amdgcn: the function's entry token, a loop
; heart chained to it, an anchor, and calls controlled by them.
target triple = "amdgcn-amd-amdhsa"

define void @tokens(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %h) ]
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %a = call token @llvm.experimental.convergence.anchor()
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %a) ]
  switch i32 %r, label %join [
    i32 0, label %zero
    i32 7, label %join
  ]

zero:
  store i32 %r, ptr addrspace(1) %out, align 4
  br label %join

join:
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare token @llvm.experimental.convergence.anchor()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
