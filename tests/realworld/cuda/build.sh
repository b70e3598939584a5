#!/usr/bin/env bash
# Rebuilds the CUDA part of conv's real-world corpus: every src/*.cu, device
# code only, for sm_70 at -O0, -O1 and -O3, as LLVM IR text under ll/.
#   bash tests/realworld/cuda/build.sh           # rewrite ll/
#   bash tests/realworld/cuda/build.sh --check   # rebuild into a temp dir and diff
# Needs clang-19 (Debian clang-19), no CUDA toolkit: -nocudainc -nocudalib,
# the few declarations the kernels need are in src/cuda_common.h.
# --cuda-path=/nonexistent and an explicit +ptx70 make the PTX version the
# same whether or not a CUDA toolkit is installed (clang otherwise takes it
# from the toolkit it finds). The .ll files are committed, so the tests do
# not depend on clang.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
out=ll
if [ "${1:-}" = "--check" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"
flags="-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 --cuda-path=/nonexistent"
flags="$flags -Xclang -target-feature -Xclang +ptx70 -emit-llvm -S"
for src in src/*.cu; do
  base=$(basename "$src" .cu)
  for o in O0 O1 O3; do
    # shellcheck disable=SC2086
    $CLANG $flags -$o -Isrc -o "$out/$base.nvptx.$o.ll" "$src"
    # the compiler's version string and the file's path are left out
    sed -i -e '/^!llvm.ident/d' -e '/^; ModuleID/d' \
      -e 's/^\(!.*\)!"[^"]*clang version[^"]*"\(.*\)$/\1!"clang-19"\2/' "$out/$base.nvptx.$o.ll"
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
