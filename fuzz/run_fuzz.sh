#!/usr/bin/env bash
# Runs libFuzzer harnesses for FUZZ_SECONDS each (default 60), one after the
# other (one process, no -jobs), and ends with "N passed, N failed".
# (tests/run_all.sh runs one harness per call, two calls at a time.)
#
#   bash fuzz/run_fuzz.sh [HARNESS...]     default: every fuzz/fuzz_*.c
#   bash fuzz/run_fuzz.sh --probe          exit 0 iff clang can link libFuzzer
#
# Expects build/fuzz/lf/HARNESS (make fuzz-build). Each run starts from the
# committed seeds (fuzz/corpus/HARNESS, read only) plus what earlier runs
# found (build/fuzz/work/HARNESS, where new units go). A harness passes
# when libFuzzer exits 0 and leaves no artifact (crash-*, leak-*,
# timeout-*, oom-* under build/fuzz/artifacts/HARNESS/). The log is
# build/fuzz/logs/HARNESS.log; its last status line (cov:, ft:, exec/s) is
# echoed.
set -u
cd "$(dirname "$0")/.."
CLANG=${CLANG:-clang}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
# libFuzzer's per-input limit is wall time: a run at low priority beside
# other work can be starved past it (FUZZ_TIMEOUT=60 for such runs)
FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-10}

if [ "${1:-}" = "--probe" ]; then
  tmp=$(mktemp -d)
  printf '#include <stdint.h>\n#include <stddef.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' >"$tmp/p.c"
  "$CLANG" -fsanitize=fuzzer,address,undefined "$tmp/p.c" -o "$tmp/p" >/dev/null 2>&1
  rc=$?
  rm -rf "$tmp"
  exit $rc
fi

if [ $# -eq 0 ]; then
  set -- $(ls fuzz/fuzz_*.c | sed -E 's#fuzz/(fuzz_[a-z0-9_]+)\.c#\1#')
fi

pass=0
fail=0
mkdir -p build/fuzz/logs
for h in "$@"; do
  bin=build/fuzz/lf/$h
  art=build/fuzz/artifacts/$h
  work=build/fuzz/work/$h
  log=build/fuzz/logs/$h.log
  if [ ! -x "$bin" ]; then
    echo "[$h] FAIL: $bin is not built (make fuzz-build)"
    fail=$((fail + 1))
    continue
  fi
  mkdir -p "$art" "$work"
  rm -f "$art"/crash-* "$art"/leak-* "$art"/timeout-* "$art"/oom-* "$art"/slow-unit-*
  seeds=()
  [ -d "fuzz/corpus/$h" ] && seeds=("fuzz/corpus/$h")   # a new harness may have none yet
  "$bin" -max_total_time="$FUZZ_SECONDS" -max_len=4096 -timeout="$FUZZ_TIMEOUT" -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$art/" "$work" "${seeds[@]}" >"$log" 2>&1
  rc=$?
  status=$(grep -a -E '^#[0-9]+' "$log" | tail -n 1)
  execs=$(grep -a -E '^stat::average_exec_per_sec' "$log" | sed -E 's/.*: *//')
  artifacts=$(ls "$art" 2>/dev/null | head -n 5)
  if [ $rc -eq 0 ] && [ -z "$artifacts" ]; then
    echo "[$h] PASS ${FUZZ_SECONDS}s, ${execs:-?} exec/s: $status"
    pass=$((pass + 1))
  else
    echo "[$h] FAIL (exit $rc): $status"
    grep -a -E 'FUZZ_CHECK failed|ERROR:|SUMMARY:' "$log" | head -n 5 | sed 's/^/    /'
    for a in $artifacts; do echo "    artifact: $art/$a"; done
    fail=$((fail + 1))
  fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
