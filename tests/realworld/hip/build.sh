#!/usr/bin/env bash
# Rebuilds the HIP part of conv's real-world corpus: every src/*.hip, device
# code only, for gfx90a at -O0, -O1 and -O3, as LLVM IR text under ll/.
#   bash tests/realworld/hip/build.sh           # rewrite ll/
#   bash tests/realworld/hip/build.sh --check   # rebuild into a temp dir and diff
# Needs clang-19 (Debian clang-19), no ROCm: -nogpuinc -nogpulib, the few
# declarations the kernels need are in src/hip_common.h. -fuse-cuid=none
# keeps the path-dependent __hip_cuid_* variable out. The .ll files are
# committed, so the tests do not depend on clang.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
out=ll
if [ "${1:-}" = "--check" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
flags="-x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx90a -fuse-cuid=none -emit-llvm -S"
for src in src/*.hip; do
  base=$(basename "$src" .hip)
  for o in O0 O1 O3; do
    # shellcheck disable=SC2086
    $CLANG $flags -$o -Isrc -o "$out/$base.amdgcn.$o.ll" "$src"
    # the compiler's version string and the file's path are left out
    sed -i -e '/^!llvm.ident/d' -e '/^; ModuleID/d' \
      -e 's/^\(!.*\)!"[^"]*clang version[^"]*"\(.*\)$/\1!"clang-19"\2/' "$out/$base.amdgcn.$o.ll"
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
