#!/usr/bin/env bash
# Mutation test of the uniformity scopes: each mutation below is a one-line
# sed edit of a copy of conv_impl.h that claims some item uniform at a
# scope wider than it is; tests/soundness/test_uniformity.c's scope stream
# (conv_interp_check_scope at every scope, workgroups of 1-4 waves) built
# against the copy must fail for every one, and the unmutated copy must
# pass.
#
#   bash tests/soundness/mutate_scopes.sh [--count FUNCTIONS] [NAME...]
#
# FUNCTIONS: random functions of the scope stream per run (default 3000,
# about 15 s each). NAMEs pick mutations. Each copy lives in
# build/mutate-scopes/NAME/ (conv.h, the mutated conv_impl.h, the test and
# tests/support/); the log is build/mutate-scopes/NAME.log. A sed
# expression that no longer changes exactly one line fails loudly.
#
# Not here, because the interpreter cannot tell them apart: arguments of
# a non-kernel function taken as uniform on the device (a run is one call,
# its uniform arguments equal everywhere), and anything that only makes an
# answer narrower (sound, less precise).
# Ends with "N passed, N failed": passed = mutations the test caught.
set -u
cd "$(dirname "$0")/../.."
CC=${CC:-gcc}
COUNT=3000
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --count) COUNT=$2; shift 2 ;;
    *) names+=("$1"); shift ;;
  esac
done
WARN="-std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion -Wstrict-prototypes \
-Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum"

# NAME|WHAT IT CLAIMS|SED EXPRESSION (applied to conv_impl.h; must change one line)
MUTATIONS=$(cat <<'EOF'
items-wider|every value and branch one scope wider than computed|s/^        zero.level = (uint16_t)g->level;$/        zero.level = (uint16_t)(g->level + 1u);/
branches-wider|every branch one scope wider (control divergence per scope)|s/^        zero.level = (uint16_t)g->level;$/        zero.level = (uint16_t)(g->level + (item >= g->nv ? 1u : 0u));/
exits-wider|divergent exits one scope wider (temporal divergence per scope)|s/^    if (g->u->exit_level\[c - 1u\] == 0) g->u->exit_level\[c - 1u\] = (uint8_t)g->level;$/    if (g->u->exit_level[c - 1u] == 0) g->u->exit_level[c - 1u] = (uint8_t)(g->level + 1u);/
quad-collective|a quad's collective taken as uniform in its wave|s/^        if (!own \&\& (v->flags \& CONV_FLAG_UNIFORM_COLLECTIVE) \&\& comm \&\& comm < (uint32_t)CONV_SCOPE_WAVE \&\&$/        if (0 \&\& !own \&\& (v->flags \& CONV_FLAG_UNIFORM_COLLECTIVE) \&\& comm \&\& comm < (uint32_t)CONV_SCOPE_WAVE \&\&/
collectives-workgroup|a wave's collectives and convergent results uniform in the workgroup|s/^        at = own ? own : by_flag \&\& comm ? comm : (uint32_t)CONV_SCOPE_WAVE;$/        at = own ? own : by_flag \&\& comm ? comm : (uint32_t)CONV_SCOPE_WORKGROUP;/
flag-scope-wider|a value uniform at a scope by its flags uniform one scope wider|s/^    else if (own) level = own >= (uint32_t)CONV_SCOPE_SYSTEM ? 0u : own + 1u;$/    else if (own) level = own + 1u >= (uint32_t)CONV_SCOPE_SYSTEM ? 0u : own + 2u;/
quad-source-wave|a source uniform in its quad taken as uniform in its wave|s/: own ? (uint32_t)CONV_SCOPE_WAVE : (uint32_t)CONV_SCOPE_QUAD;$/: own ? (uint32_t)CONV_SCOPE_WORKGROUP : (uint32_t)CONV_SCOPE_QUAD;/
arith-wave-block|thread ids uniform in aligned blocks of half a wave (tid.x / 32 uniform in a wave of 64)|s/^    n\[1\] = sh->wave;$/    n[1] = sh->wave > 1u ? sh->wave \/ 2u : 1u;/
arith-quad-block|thread ids uniform in aligned pairs of lanes within a quad (tid.x \& ~1 uniform in a quad)|s/^    n\[0\] = sh->wave < 4u ? sh->wave : 4u;$/    n[0] = sh->wave < 2u ? sh->wave : 2u;/
arith-carry|a sum's carries never differ (tid.x + 1 >> 6 uniform in a wave of 64)|s/^            cv\[s\] = zeros < 2u \&\& ones < 2u \&\& vi;$/            cv[s] = false;/
arith-rows|tid.x consecutive within a wave whatever the workgroup's x size|s/(kind == CONV_ID_LOCAL_X \&\& (one_d || (sh->x/(kind == CONV_ID_LOCAL_X \&\& (true || (sh->x/
arith-planes|tid.y and tid.z uniform within a wave whenever x is a multiple of 4|s/^            else if (kind != CONV_ID_LOCAL_X \&\& row \&\& row % n\[s\] == 0)$/            else if (kind != CONV_ID_LOCAL_X \&\& row \&\& row % 4u == 0)/
arith-lshr|a logical shift right moves the differing bits one place too far|s/^            for (s = 0; s < 4u; s++) r->vary\[s\] = (a.vary\[s\] >> k) | (ashr \&\& (a.vary\[s\] \& sign) ? hi : 0u);$/            for (s = 0; s < 4u; s++) r->vary[s] = (a.vary[s] >> (k + 1u)) | (ashr \&\& (a.vary[s] \& sign) ? hi : 0u);/
arith-and|a mask keeps only what both operands may vary in|s/^        for (s = 0; s < 4u; s++) r->vary\[s\] = (a.vary\[s\] \& ~b.zero) | (b.vary\[s\] \& ~a.zero);$/        for (s = 0; s < 4u; s++) r->vary[s] = a.vary[s] \& b.vary[s];/
cpu-thread-ids|wave size 1: thread ids uniform in the workgroup|s/^    if (level != 0 \&\& level < (uint32_t)CONV_SCOPE_WORKGROUP \&\& desc->wave_size <= 1u) level = CONV_SCOPE_WORKGROUP;$/    if (level != 0 \&\& level < (uint32_t)CONV_SCOPE_WORKGROUP \&\& desc->wave_size <= 1u) level = CONV_SCOPE_DEVICE;/
EOF
)

prepare() { # dir sed-expr: the copy, mutated; echoes the number of changed lines
  local dir=$1 expr=$2
  rm -rf "$dir"
  mkdir -p "$dir/tests/soundness"
  cp conv.h "$dir/"
  cp tests/soundness/test_uniformity.c "$dir/tests/soundness/"
  cp -r tests/support "$dir/tests/"
  if [ -n "$expr" ]; then sed -e "$expr" conv_impl.h >"$dir/conv_impl.h"; else cp conv_impl.h "$dir/conv_impl.h"; fi
  diff conv_impl.h "$dir/conv_impl.h" | grep -c '^<'
}

# run_copy dir log: builds and runs the scope stream alone on the copy;
# returns its exit status (99: the copy does not build).
run_copy() {
  local dir=$1 log=$2 mute="-Wno-unused-parameter -Wno-unused-variable -Wno-unused-but-set-variable -Wno-unused-function"
  if ! nice -n 10 "$CC" $WARN $mute -O2 -o "$dir/test_uniformity" "$dir/tests/soundness/test_uniformity.c" \
      "$dir/tests/support/conv_impl.c" >"$log" 2>&1; then
    echo "build failed" >>"$log"
    return 99
  fi
  nice -n 10 timeout 900 "$dir/test_uniformity" --count 0 --scope-count "$COUNT" >>"$log" 2>&1
}

mkdir -p build/mutate-scopes
pass=0
fail=0
printf '[baseline] unmutated copy ... '
prepare build/mutate-scopes/baseline "" >/dev/null
if ! run_copy build/mutate-scopes/baseline build/mutate-scopes/baseline.log; then
  echo "BROKEN: the unmutated copy fails or does not build (build/mutate-scopes/baseline.log)"
  tail -n 5 build/mutate-scopes/baseline.log | sed 's/^/    /'
  echo "0 passed, 1 failed"
  exit 1
fi
grep -a -E '^[0-9]+ passed' build/mutate-scopes/baseline.log
while IFS='|' read -r name what expr; do
  [ -z "$name" ] && continue
  if [ ${#names[@]} -gt 0 ] && ! printf '%s\n' "${names[@]}" | grep -qx "$name"; then continue; fi
  dir=build/mutate-scopes/$name
  log=build/mutate-scopes/$name.log
  changed=$(prepare "$dir" "$expr")
  if [ "$changed" != 1 ]; then
    echo "[$name] BROKEN: the sed expression changes $changed lines, not 1 ($what)"
    fail=$((fail + 1))
    continue
  fi
  run_copy "$dir" "$log"
  rc=$?
  broken=$(grep -a -c 'unsound claims at' "$log")
  if [ $rc -eq 99 ]; then
    echo "[$name] BROKEN: the mutated copy does not build ($log)"
    fail=$((fail + 1))
  elif [ $rc -ne 0 ] && [ "$broken" -gt 0 ]; then
    echo "[$name] killed: $what -> $broken runs with broken claims; first: $(grep -a -m1 'unsound claims at' "$log" | sed 's/.*CHECK failed: bad == 0: //')"
    pass=$((pass + 1))
  else
    echo "[$name] SURVIVED: $what ($log)"
    fail=$((fail + 1))
  fi
done <<<"$MUTATIONS"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
