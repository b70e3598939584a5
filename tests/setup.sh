#!/usr/bin/env bash
# Installs what the tests, the demo and the benchmark use, when it is missing
# and we are root on Debian. Says clearly what is missing otherwise; every
# caller skips (and says so) what it cannot run.
set -u
need=()
command -v gcc >/dev/null 2>&1 || need+=(gcc)
command -v make >/dev/null 2>&1 || need+=(make)
command -v clang >/dev/null 2>&1 || need+=(clang)
command -v opt-19 >/dev/null 2>&1 || need+=(llvm-19)
command -v valgrind >/dev/null 2>&1 || need+=(valgrind)
command -v dot >/dev/null 2>&1 || need+=(graphviz)
# tests/unit/test_install.py builds a program with `pkg-config --cflags conv`
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
/usr/bin/python3 -c 'import cffi' >/dev/null 2>&1 || need+=(python3-cffi)
/usr/bin/python3 -c 'import pytest' >/dev/null 2>&1 || need+=(python3-pytest)
# the Python bindings compile a C extension: Python.h comes from python3-dev
/usr/bin/python3 -c 'import os, sysconfig; raise SystemExit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' >/dev/null 2>&1 || need+=(python3-dev)
[ -x /usr/bin/python3 ] || need+=(python3)
# the Vulkan ground truth (tests/vulkan): the GLSL and HLSL compilers, the
# SPIR-V validator, lavapipe, and the loader with its headers
command -v glslc >/dev/null 2>&1 || need+=(glslc)
command -v glslangValidator >/dev/null 2>&1 || need+=(glslang-tools)
command -v spirv-val >/dev/null 2>&1 || need+=(spirv-tools)
ls /usr/share/vulkan/icd.d/lvp_icd.*.json >/dev/null 2>&1 || need+=(mesa-vulkan-drivers)
[ -e /usr/include/vulkan/vulkan.h ] || need+=(libvulkan-dev)
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null; }; then
    echo "setup: could not install ${need[*]}; the steps that need them will be skipped"
  fi
else
  echo "setup: missing ${need[*]} (not root or no apt-get); the steps that need them will be skipped"
fi
exit 0
