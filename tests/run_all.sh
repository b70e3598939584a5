#!/usr/bin/env bash
# Runs the whole suite: C tests built with gcc, clang and gcc+ASan+UBSan,
# valgrind, the header checks, the Python tests, the fuzz replays and
# libFuzzer runs, and the differential tests against opt-19. Each step ends
# with "N passed, N failed"; this script prints "[step] N passed, N failed"
# per step, in a fixed order, and sums them into the last line. Steps whose
# tools are missing say SKIP.
#
# Everything is built first (make -j$JOBS); then the steps run $JOBS at a
# time (default 2), the slowest of the last run first (build/logs/*.time),
# each into build/logs/STEP.log. Summaries come out in the order below as
# soon as every step before them is done.
#
# Picked up automatically: tests/unit/test_*.c and tests/soundness/test_*.c
# (built by the Makefile, run as gcc-, asan-, clang- and valgrind- steps),
# tests/unit/test_*.py (run with no arguments, as step NAME for
# test_NAME.py, underscores as dashes), fuzz/fuzz_*.c (fuzz-replay- and
# fuzz- steps).
set -u
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-/usr/bin/python3}
JOBS=${JOBS:-2}
total_pass=0
total_fail=0
mkdir -p build/logs
rm -f build/logs/*.rc

# --- the queue: step NAME CMD... adds a step; run_queue runs them all ---
q_name=()
q_cmd=()
step() {
  local name=$1
  shift
  q_name+=("$name")
  q_cmd+=("$(printf '%q ' "$@")")
}

# report I: the summary line of queued step I, added to the totals.
report() {
  local name=${q_name[$1]}
  local log=build/logs/$name.log
  local rc line p f
  rc=$(cat "build/logs/$name.rc")
  line=$(grep -a -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
  if [ -z "$line" ]; then
    echo "[$name] no summary line (exit $rc); last lines of $log:"
    tail -n 15 "$log" | sed 's/^/    /'
    total_fail=$((total_fail + 1))
    return
  fi
  p=$(echo "$line" | sed -E 's/^([0-9]+) passed.*/\1/')
  f=$(echo "$line" | sed -E 's/^[0-9]+ passed, ([0-9]+) failed.*/\1/')
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  echo "[$name] $line"
  if [ "$f" -ne 0 ]; then
    grep -a -E 'CHECK failed|ERROR|FAIL|mismatch' "$log" | head -n 20 | sed 's/^/    /'
  fi
  total_pass=$((total_pass + p))
  total_fail=$((total_fail + f))
}

# guess NAME: seconds a step takes when no earlier run measured it (a
# fresh checkout): the slow kinds first, so that no long step starts last.
guess() {
  case $1 in
    fuzz-replay-*) echo 10 ;;
    fuzz-*) echo "${FUZZ_SECONDS:-60}" ;;
    python | realworld | realworld-asan) echo 60 ;;
    valgrind-* | opt19-*) echo 20 ;;
    asan-* | clang-*) echo 10 ;;
    *) echo 5 ;;
  esac
}

# run_queue: runs every queued step, JOBS at a time, the ones that took
# longest last time (build/logs/STEP.time) first; prints the summaries in
# queue order.
run_queue() {
  local n=${#q_name[@]} printed=0 running=0 i t order
  order=$(for ((i = 0; i < n; i++)); do
    t=$(cat "build/logs/${q_name[$i]}.time" 2>/dev/null || guess "${q_name[$i]}")
    echo "$t $i"
  done | sort -k1,1nr -k2,2n | awk '{print $2}')
  for i in $order; do
    while [ "$running" -ge "$JOBS" ]; do
      wait -n
      running=$((running - 1))
      while [ "$printed" -lt "$n" ] && [ -f "build/logs/${q_name[$printed]}.rc" ]; do
        report "$printed"
        printed=$((printed + 1))
      done
    done
    (
      name=${q_name[$i]}
      start=$(date +%s)
      eval "${q_cmd[$i]}" >"build/logs/$name.log" 2>&1
      rc=$?
      echo $(($(date +%s) - start)) >"build/logs/$name.time"
      echo "$rc" >"build/logs/$name.rc"
    ) &
    running=$((running + 1))
  done
  wait
  while [ "$printed" -lt "$n" ]; do
    report "$printed"
    printed=$((printed + 1))
  done
  q_name=()
  q_cmd=()
}

# build_step GROUP CMD...: a build whose failure counts once and skips the
# group's steps (its log: build/logs/build-GROUP.log).
build_step() {
  local log=build/logs/build-$1.log
  shift
  if ! "$@" >"$log" 2>&1; then
    echo "[build] failed: $*"
    tail -n 30 "$log" | sed 's/^/    /'
    total_fail=$((total_fail + 1))
    return 1
  fi
}

MAKE="make --no-print-directory -j$JOBS"
tests=$(ls tests/unit/test_*.c tests/soundness/test_*.c | sed -E 's#.*/(test_[a-z0-9_]+)\.c#\1#')
harnesses=$(ls fuzz/fuzz_*.c | sed -E 's#fuzz/(fuzz_[a-z0-9_]+)\.c#\1#')
have_clang=0
command -v clang >/dev/null 2>&1 && have_clang=1
have_python=0
if ! "$PYTHON" -c "import cffi, pytest" >/dev/null 2>&1; then
  python_skip="$PYTHON lacks cffi or pytest (Debian: python3-cffi python3-pytest)"
elif ! "$PYTHON" -c "import os, sysconfig; assert os.path.exists(os.path.join(sysconfig.get_paths()['include'], 'Python.h'))" >/dev/null 2>&1; then
  python_skip="Python.h is missing (Debian: python3-dev)"
else
  have_python=1
fi
have_fuzzer=0
bash fuzz/run_fuzz.sh --probe && have_fuzzer=1

# --- builds: everything at once on every core, then each group checked
# alone (a no-op when it is built) so that a failure names its group ---
targets="all asan fuzz-replay-build"
[ $have_clang = 1 ] && targets="$targets clang"
[ $have_fuzzer = 1 ] && targets="$targets fuzz-build"
# the Python extension (one compiler run) beside the C builds
[ $have_python = 1 ] && { $MAKE python >build/logs/build-python-first.log 2>&1 & }
$MAKE -k $targets >build/logs/build-all.log 2>&1
wait
build_step gcc $MAKE all && ok_gcc=1 || ok_gcc=0
build_step asan $MAKE asan && ok_asan=1 || ok_asan=0
ok_clang=0
[ $have_clang = 1 ] && build_step clang $MAKE clang && ok_clang=1
build_step fuzz-replay $MAKE fuzz-replay-build && ok_replay=1 || ok_replay=0
ok_fuzz=0
[ $have_fuzzer = 1 ] && build_step fuzz $MAKE fuzz-build && ok_fuzz=1
ok_python=0
[ $have_python = 1 ] && build_step python $MAKE python && ok_python=1

# --- the steps, in the order their summaries are printed ---
if [ $ok_gcc = 1 ]; then
  for t in $tests; do step "gcc-$t" build/gcc/$t; done
fi
if [ $ok_asan = 1 ]; then
  for t in $tests; do step "asan-$t" build/asan/$t; done
fi
if [ $ok_clang = 1 ]; then
  for t in $tests; do step "clang-$t" build/clang/$t --quick; done
fi
if [ $ok_gcc = 1 ] && command -v valgrind >/dev/null 2>&1; then
  for t in $tests; do
    step "valgrind-$t" valgrind -q --leak-check=full --errors-for-leak-kinds=all --error-exitcode=1 build/gcc/$t --quick
  done
fi

step header-checks bash tests/unit/header_checks.sh
# the Python tests of tests/unit: test_cli.py is step cli, and so on
for py in tests/unit/test_*.py; do
  name=$(basename "$py" .py | sed -E 's/^test_//; s/_/-/g')
  step "$name" "$PYTHON" "$py"
done
# the generated target tables of conv_impl.h are what their script makes
# of tools/amdgpu_intrinsics.txt
step target-tables "$PYTHON" tools/gen_target_tables.py --check

# Python bindings (bindings/python): the cffi extension's pytest suite,
# which also runs the scripts of examples/python
[ $ok_python = 1 ] && step python "$PYTHON" bindings/python/tests/run.py

# fuzz harnesses: replay the committed corpus and any regression files
# (fuzz/regressions/) through each harness, built with gcc + ASan/UBSan
if [ $ok_replay = 1 ]; then
  for h in $harnesses; do
    step "fuzz-replay-$h" build/fuzz/replay/$h fuzz/corpus/$h fuzz/regressions/$h
  done
fi

if command -v opt-19 >/dev/null 2>&1; then
  D=tests/differential
  step opt19-domtree "$PYTHON" $D/diff_opt_domtree.py --count 200
  # cycles: exactly opt-19 (orders too) in --llvm19 mode; the default mode
  # (unreachable predecessors make no entries) against opt-19's cycles with
  # entries recounted that way
  step opt19-cycles-llvm19 "$PYTHON" $D/diff_opt_cycles.py --count 1000 --strict --conv-llvm19
  step opt19-cycles "$PYTHON" $D/diff_opt_cycles.py --count 1000 --seed 2
  # tokens: 1,150 random functions, valid and broken one rule at a time;
  # opt-19 must give the mode's verdict and conv exactly the mode's codes
  step opt19-verify "$PYTHON" $D/gen_tokens.py --all --check --conv --count 50 --valid-count 200
  # uniformity: 2,000 random amdgcn functions and LLVM's own tests against
  # print<uniformity>: conv may call uniform what LLVM 19 calls divergent
  # only in the explained categories; every conv claim also holds in four
  # interpreter runs of every module
  step opt19-uniformity "$PYTHON" $D/diff_opt_uniformity.py --count 2000
  step opt19-uniformity-corpus "$PYTHON" $D/diff_opt_uniformity.py --corpus
  step opt19-uniformity-parser "$PYTHON" $D/diff_opt_uniformity.py --self-test
  # token inference: 2,000 random amdgcn functions through conv
  # infer-tokens; opt-19 verifies the LLVM IR written back, and its
  # print<uniformity> gives every inferred function the input's answers
  step opt19-infer "$PYTHON" $D/diff_opt_infer.py --count 2000
  # inlining: 1,000 random amdgcn callers and callees (every case of R18)
  # through conv inline; opt-19 verifies every module written back
  step opt19-inline "$PYTHON" $D/diff_opt_inline.py --count 1000
  # outlining: regions of 300 random amdgcn modules (numbered values,
  # tokens) through conv outline; opt-19 verifies every module written
  # back and the call inlined back, and conv reads it as the native outlining
  step opt19-outline "$PYTHON" $D/diff_opt_outline.py --count 300
  # target tables: the generated table is exactly opt-19's answer for every
  # amdgcn and r600 intrinsic; the target cases' LLVM19 lines hold
  step opt19-target-tables "$PYTHON" tools/gen_target_tables.py --opt-check
  step opt19-target-cases "$PYTHON" tests/unit/test_uniformity_cases.py --llvm19 tests/uniformity/cases/target-*.ll
  # real-world corpus (tests/realworld: LLVM's AMDGPU/NVPTX/uniformity tests
  # and OpenCL kernels by clang-19): parse failures, crashes, conv-uniform/
  # opt-divergent outside the known LLVM 19 categories (tests/realworld/
  # FINDINGS.md lists today's); then the same files through ASan+UBSan conv
  step realworld "$PYTHON" $D/diff_realworld.py --summary --jobs 2
  step realworld-manifest "$PYTHON" tests/realworld/make_manifest.py --check
  if [ $ok_asan = 1 ]; then
    step realworld-asan "$PYTHON" $D/diff_realworld.py --asan --summary --jobs 2
  fi
  opt_skip=""
else
  opt_skip="opt-19 (Debian llvm-19) is not installed"
fi

# libFuzzer: each harness for FUZZ_SECONDS (default 60), when clang can
# link -fsanitize=fuzzer (fuzz/README.md)
if [ $ok_fuzz = 1 ]; then
  for h in $harnesses; do
    step "fuzz-$h" env FUZZ_SECONDS="${FUZZ_SECONDS:-60}" bash fuzz/run_fuzz.sh "$h"
  done
fi

run_queue

[ $have_clang = 1 ] || echo "[clang] SKIP: clang is not installed"
command -v valgrind >/dev/null 2>&1 || echo "[valgrind] SKIP: valgrind is not installed"
[ $have_python = 1 ] || echo "[python] SKIP: $python_skip"
[ -z "$opt_skip" ] || echo "[opt19-domtree] SKIP: $opt_skip"
[ $have_fuzzer = 1 ] || echo "[fuzz] SKIP: clang with libFuzzer (-fsanitize=fuzzer) is not available"

echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
