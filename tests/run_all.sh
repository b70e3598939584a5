#!/usr/bin/env bash
# Runs the whole suite: C tests built with gcc, clang and gcc+ASan+UBSan,
# valgrind, the header checks, the CLI tests and the differential tests
# against opt-19. Each step ends with "N passed, N failed"; this script sums
# them into the last line. Steps whose tools are missing say SKIP.
set -u
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-/usr/bin/python3}
total_pass=0
total_fail=0
mkdir -p build/logs

# run NAME CMD...: runs a step, echoes its summary line, adds it up.
run() {
  local name=$1; shift
  local log=build/logs/$name.log
  "$@" >"$log" 2>&1
  local rc=$?
  local line
  line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -z "$line" ]; then
    echo "[$name] no summary line (exit $rc); last lines of $log:"
    tail -n 15 "$log" | sed 's/^/    /'
    total_fail=$((total_fail + 1))
    return
  fi
  local p f
  p=$(echo "$line" | sed -E 's/^([0-9]+) passed.*/\1/')
  f=$(echo "$line" | sed -E 's/^[0-9]+ passed, ([0-9]+) failed.*/\1/')
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  echo "[$name] $line"
  if [ "$f" -ne 0 ]; then
    grep -E 'CHECK failed|ERROR|FAIL|mismatch' "$log" | head -n 20 | sed 's/^/    /'
  fi
  total_pass=$((total_pass + p))
  total_fail=$((total_fail + f))
}

build_step() {
  local log=build/logs/build-$1.log
  shift
  if ! "$@" >"$log" 2>&1; then
    echo "[build] failed: $*"; tail -n 30 "$log" | sed 's/^/    /'
    total_fail=$((total_fail + 1))
    return 1
  fi
}

tests=$(ls tests/test_*.c | sed -E 's#tests/(test_[a-z0-9_]+)\.c#\1#')

build_step gcc make --no-print-directory all
for t in $tests; do run "gcc-$t" build/gcc/$t; done

if build_step asan make --no-print-directory asan; then
  for t in $tests; do run "asan-$t" build/asan/$t; done
fi

if command -v clang >/dev/null 2>&1; then
  if build_step clang make --no-print-directory clang; then
    for t in $tests; do run "clang-$t" build/clang/$t --quick; done
  fi
else
  echo "[clang] SKIP: clang is not installed"
fi

if command -v valgrind >/dev/null 2>&1; then
  for t in $tests; do
    run "valgrind-$t" valgrind -q --leak-check=full --errors-for-leak-kinds=all --error-exitcode=1 build/gcc/$t --quick
  done
else
  echo "[valgrind] SKIP: valgrind is not installed"
fi

run header-checks bash tests/header_checks.sh
run cli "$PYTHON" tests/test_cli.py
run verify-corpus "$PYTHON" tests/test_verify_corpus.py
run uniformity-cases "$PYTHON" tests/test_uniformity_cases.py
# legality: the spec's and seed 004's examples with the documents' verdicts,
# each legal one also confirmed by conv query --prove 8
run legality-cases "$PYTHON" tests/test_legality_cases.py
# the generated target tables of conv_impl.h are what their script makes
# of tools/amdgpu_intrinsics.txt
run target-tables "$PYTHON" tools/gen_target_tables.py --check

# Python bindings (bindings/python): build the cffi extension, then its
# pytest suite, which also runs the scripts of examples/python.
if ! "$PYTHON" -c "import cffi, pytest" >/dev/null 2>&1; then
  echo "[python] SKIP: $PYTHON lacks cffi or pytest (Debian: python3-cffi python3-pytest)"
elif ! "$PYTHON" -c "import os, sysconfig; assert os.path.exists(os.path.join(sysconfig.get_paths()['include'], 'Python.h'))" >/dev/null 2>&1; then
  echo "[python] SKIP: Python.h is missing (Debian: python3-dev)"
elif build_step python make --no-print-directory python; then
  run python "$PYTHON" bindings/python/tests/run.py
fi

# fuzz harnesses: replay the committed corpus and any regression files
# (fuzz/regressions/) through each harness, built with gcc + ASan/UBSan
if build_step fuzz-replay make --no-print-directory fuzz-replay-build; then
  for h in $(ls fuzz/fuzz_*.c | sed -E 's#fuzz/(fuzz_[a-z0-9_]+)\.c#\1#'); do
    run "fuzz-replay-$h" build/fuzz/replay/$h fuzz/corpus/$h fuzz/regressions/$h
  done
fi

if command -v opt-19 >/dev/null 2>&1; then
  run opt19-domtree "$PYTHON" tests/diff_opt_domtree.py --count 200
  # cycles: exactly opt-19 (orders too) in --llvm19 mode; the default mode
  # (unreachable predecessors make no entries) against opt-19's cycles with
  # entries recounted that way
  run opt19-cycles-llvm19 "$PYTHON" tests/diff_opt_cycles.py --count 1000 --strict --conv-llvm19
  run opt19-cycles "$PYTHON" tests/diff_opt_cycles.py --count 1000 --seed 2
  # tokens: 1,150 random functions, valid and broken one rule at a time;
  # opt-19 must give the mode's verdict and conv exactly the mode's codes
  run opt19-verify "$PYTHON" tests/gen_tokens.py --all --check --conv --count 50 --valid-count 200
  # uniformity: 2,000 random amdgcn functions and LLVM's own tests against
  # print<uniformity>: conv may call uniform what LLVM 19 calls divergent
  # only in the explained categories; every conv claim also holds in four
  # interpreter runs of every module
  run opt19-uniformity "$PYTHON" tests/diff_opt_uniformity.py --count 2000
  run opt19-uniformity-corpus "$PYTHON" tests/diff_opt_uniformity.py --corpus
  run opt19-uniformity-parser "$PYTHON" tests/diff_opt_uniformity.py --self-test
  # target tables: the generated table is exactly opt-19's answer for every
  # amdgcn and r600 intrinsic; the target cases' LLVM19 lines hold
  run opt19-target-tables "$PYTHON" tools/gen_target_tables.py --opt-check
  run opt19-target-cases "$PYTHON" tests/test_uniformity_cases.py --llvm19 tests/uniformity/cases/target-*.ll
  # real-world corpus (tests/realworld: LLVM's AMDGPU/NVPTX/uniformity tests
  # and OpenCL kernels by clang-19): parse failures, crashes, conv-uniform/
  # opt-divergent outside the known LLVM 19 categories (tests/realworld/
  # FINDINGS.md lists today's); then the same files through ASan+UBSan conv
  run realworld "$PYTHON" tests/diff_realworld.py --summary --jobs 2
  run realworld-manifest "$PYTHON" tests/realworld/make_manifest.py --check
  if make --no-print-directory build/asan/conv >build/logs/build-asan-conv.log 2>&1; then
    run realworld-asan "$PYTHON" tests/diff_realworld.py --asan --summary --jobs 2
  else
    echo "[realworld-asan] build of build/asan/conv failed"; total_fail=$((total_fail + 1))
  fi
else
  echo "[opt19-domtree] SKIP: opt-19 (Debian llvm-19) is not installed"
fi

# libFuzzer: each harness for FUZZ_SECONDS (default 60), one at a time,
# when clang can link -fsanitize=fuzzer (fuzz/README.md)
if bash fuzz/run_fuzz.sh --probe; then
  if build_step fuzz make --no-print-directory fuzz-build; then
    for h in $(ls fuzz/fuzz_*.c | sed -E 's#fuzz/(fuzz_[a-z0-9_]+)\.c#\1#'); do
      run "fuzz-$h" env FUZZ_SECONDS="${FUZZ_SECONDS:-60}" bash fuzz/run_fuzz.sh "$h"
    done
  fi
else
  echo "[fuzz] SKIP: clang with libFuzzer (-fsanitize=fuzzer) is not available"
fi

echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
