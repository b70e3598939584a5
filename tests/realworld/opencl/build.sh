#!/usr/bin/env bash
# Rebuilds the OpenCL part of conv's real-world corpus: every src/*.cl for
# three targets at three optimization levels, as LLVM IR text under ll/.
#   bash tests/realworld/opencl/build.sh           # rewrite ll/
#   bash tests/realworld/opencl/build.sh --check   # rebuild into a temp dir and diff
# Needs clang-19 (Debian clang-19). The .ll files are committed, so the
# tests do not depend on clang.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
out=ll
if [ "${1:-}" = "--check" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
common="-cl-std=CL2.0 -Xclang -finclude-default-header -nogpulib -emit-llvm -S"
# target name, clang target flags
targets=(
  "amdgcn|-target amdgcn-amd-amdhsa -mcpu=gfx90a"
  "nvptx|-target nvptx64-nvidia-cuda"
  "spirv|-target spirv-unknown-vulkan-compute"
)
for src in src/*.cl; do
  base=$(basename "$src" .cl)
  for t in "${targets[@]}"; do
    name=${t%%|*}
    flags=${t#*|}
    for o in O0 O1 O3; do
      # shellcheck disable=SC2086
      $CLANG $flags $common -$o -Isrc -o "$out/$base.$name.$o.ll" "$src"
      # the compiler's version string and the file's path are left out, so
      # that the output is the same on every machine with clang-19
      sed -i -e '/^!llvm.ident/d' -e '/^; ModuleID/d' -e 's/^\(!.*\)!"[^"]*clang version[^"]*"\(.*\)$/\1!"clang-19"\2/' "$out/$base.$name.$o.ll"
    done
  done
done
if [ "$out" != ll ]; then
  if diff -r -q ll "$out"; then
    echo "1 passed, 0 failed"
  else
    echo "0 passed, 1 failed"
    exit 1
  fi
fi
