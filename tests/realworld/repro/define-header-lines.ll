; A define header spread over lines: attributes and personality before the {
target triple = "amdgcn-amd-amdhsa"
declare void @g()
define void @f(i32 %a)
  #0
  personality ptr @g
{
entry:
  ret void
}
attributes #0 = { convergent }
