; expect: valid
; source: ConvergentOperations.rst, Texture sampling in a pixel shader
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare float @textureSample(float) convergent
declare void @use(float)

define void @example_shader(float %coordinates, i1 %condition) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %color = call float @textureSample(float %coordinates) [ "convergencectrl"(token %entry.tok) ]
  br i1 %condition, label %then, label %end
then:
  call void @use(float %color)
  br label %end
end:
  ret void
}
