target triple = "amdgcn-amd-amdhsa"

declare i32 @ballot(i1) convergent

define i32 @k(i32 %n, i32 %tid) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %r1, label %done

r1:
  %x = icmp eq i32 %tid, 0
  %b = call i32 @ballot(i1 %x) [ "convergencectrl"(token %e) ]
  %z = add i32 %b, %n
  br label %done

done:
  %p = phi i32 [ 0, %entry ], [ %z, %r1 ]
  ret i32 %p
}

declare { i32, i32 } @pair()

define i32 @ext() {
entry:
  %s = call { i32, i32 } @pair()
  %v = extractvalue { i32, i32 } %s, 0
  br label %r

r:
  %w = add i32 %v, 1
  br label %out

out:
  ret i32 %w
}

