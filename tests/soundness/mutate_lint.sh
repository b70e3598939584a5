#!/usr/bin/env bash
# Mutation test of the lint: each mutation is a one-line sed edit of a copy
# of conv_impl.h that makes conv_lint_build miss some operations; the random
# test (tests/soundness/test_lint_random.c) built against the copy must fail
# for every one, and the unmutated copy must pass.
#
#   bash tests/soundness/mutate_lint.sh [--count FUNCTIONS]
#
# Copies and logs in build/mutate-lint/. Ends with "N passed, N failed":
# passed = mutations caught. A sed expression that no longer changes
# exactly one line counts as a failure.
set -u
cd "$(dirname "$0")/../.."
CC=${CC:-gcc}
COUNT=1000
[ "${1:-}" = "--count" ] && COUNT=$2
FLAGS="-std=c99 -O2 -w"
# NAME|WHAT IT MISSES|SED EXPRESSION
MUTATIONS=$(cat <<'EOF2'
no-cycles|threads leaving a cycle around the operation in different iterations|s/^    if (!conv_cycle_valid(c)) return false;$/    return false;/
no-token-cycles|the cycles of its token chain (a heart's token used after its loop)|s/^        if (!conv_cycle_valid(c)) c = conv__lint_cycle(u, conv_value_block(f, t), x->scope);$//
branch-level-narrower|a branch not uniform exactly at the operation's scope|s/^    if (level != 0 \&\& level <= (uint32_t)x->scope) {$/    if (level != 0 \&\& level < (uint32_t)x->scope) {/
not-iterated|branches deciding a branch that decides the operation|s/^            if (nsx > 1u \&\& !cd->done\[x\]) {$/            if (nsx > 1u \&\& !cd->done[x] \&\& 0) {/
cycle-wave-only|cycle exits not uniform in a workgroup but uniform in a wave|s/^    while (conv_cycle_valid(c) \&\& conv_uniformity_cycle_exit_scope(u, c) >= s) c = conv_cycle_parent(ci, c);$/    while (conv_cycle_valid(c) \&\& conv_uniformity_cycle_exit_scope(u, c) >= (s < CONV_SCOPE_WAVE ? s : CONV_SCOPE_WAVE)) c = conv_cycle_parent(ci, c);/
branch-wave-only|branches uniform in a wave but not in a workgroup|s/^    return s >= CONV_SCOPE_SYSTEM ? 0u : (uint32_t)s + 1u;$/    return s >= CONV_SCOPE_WAVE ? 0u : (uint32_t)s + 1u;/
EOF2
)
mkdir -p build/mutate-lint
pass=0
fail=0
while IFS='|' read -r name what expr; do
  dir=build/mutate-lint/${name:-baseline}
  rm -rf "$dir" && mkdir -p "$dir/tests/soundness" && cp conv.h "$dir/" && cp -r tests/support "$dir/tests/" &&
    cp tests/soundness/test_lint_random.c "$dir/tests/soundness/"
  if [ -n "$expr" ]; then sed -e "$expr" conv_impl.h >"$dir/conv_impl.h"; else cp conv_impl.h "$dir/conv_impl.h"; fi
  changed=$(diff conv_impl.h "$dir/conv_impl.h" | grep -c '^<')
  printf '[%s] %s ... ' "${name:-baseline}" "${what:-unmutated}"
  if [ -n "$expr" ] && [ "$changed" -ne 1 ]; then
    echo "STALE: the edit changes $changed lines"; fail=$((fail + 1)); continue
  fi
  if ! nice -n 10 "$CC" $FLAGS -o "$dir/t" "$dir/tests/soundness/test_lint_random.c" "$dir/tests/support/conv_impl.c" \
      >"$dir.log" 2>&1; then
    echo "build failed ($dir.log)"; fail=$((fail + 1)); continue
  fi
  nice -n 10 "$dir/t" --count "$COUNT" >>"$dir.log" 2>&1
  rc=$?
  if [ -z "$expr" ]; then
    if [ $rc -eq 0 ]; then echo "passes"; else echo "BROKEN ($dir.log)"; echo "0 passed, 1 failed"; exit 1; fi
  elif [ $rc -ne 0 ]; then
    echo "caught ($(grep -c 'CHECK failed' "$dir.log") failed checks)"; pass=$((pass + 1))
  else
    echo "NOT CAUGHT"; fail=$((fail + 1))
  fi
done <<<"|unmutated||
$MUTATIONS"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
