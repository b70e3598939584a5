#!/usr/bin/env bash
# Mutation test of the legality stage: each mutation below is a one-line
# sed edit of a copy of conv_impl.h that breaks one legality rule; the
# random soundness test (tests/soundness/test_legality.c) built against the copy must
# fail for every one of them, on (function, query) pairs where the
# unmutated copy passes.
#
#   bash tests/soundness/mutate_legality.sh [--stage2 | --runtime | --quad] [--count PAIRS] [NAME...]
#
# --stage2: the mutations of stage II's rules (copies and re-routed
# blocks, loops), against tests/soundness/test_legality_cf.c (default
# 30000 questions, a quarter of a minute each). --runtime: the mutations
# of runtime unrolling (R8's rule and the remainder conv builds), against
# tests/soundness/test_unroll_runtime.c (default 3000 loops). --quad: the
# quad-scope rule of R23, against tests/soundness/test_quad_moves.c
# (default 4000 questions).
# PAIRS: (function, query) pairs per run (default 80000, about a minute
# each; merge-effects needs that many; a mutation that
# needs more to be caught is reported SURVIVED, never skipped). NAMEs pick
# mutations from the list. Each copy lives in build/mutate/NAME/ (conv.h,
# the mutated conv_impl.h, tests/soundness/test_legality.c and
# tests/support/), so tests/support/conv_impl.c, compiled with the test,
# includes the copy ("../../conv_impl.h"); the
# log is build/mutate/NAME.log. The script checks that each sed expression
# changes exactly one line, so a mutation that no longer matches the code
# (after the stage is edited) fails loudly instead of testing nothing.
# Ends with "N passed, N failed": passed = mutations the test caught.
set -u
cd "$(dirname "$0")/../.."
CC=${CC:-gcc}
COUNT=
TEST=test_legality
names=()
while [ $# -gt 0 ]; do
  case $1 in
    --count) COUNT=$2; shift 2 ;;
    --stage2) TEST=test_legality_cf; shift ;;
    --runtime) TEST=test_unroll_runtime; shift ;;
    --quad) TEST=test_quad_moves; shift ;;
    *) names+=("$1"); shift ;;
  esac
done
[ -z "$COUNT" ] && { [ $TEST = test_legality ] && COUNT=80000 || { [ $TEST = test_legality_cf ] && COUNT=30000 || { [ $TEST = test_quad_moves ] && COUNT=4000 || COUNT=3000; }; }; }
WARN="-std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion -Wstrict-prototypes \
-Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum"
# The test and the support folder it includes (and that builds the
# implementation TU).

# NAME|RULE IT BREAKS|SED EXPRESSION (applied to conv_impl.h; must change one line)
MUTATIONS=$(cat <<'EOF'
uniform-branches|R1/R2/R4: every branch counts as uniform|s/    if (L->wave_size <= 1u) return true;/    if (L->wave_size >= 1u) return true;/
workgroup-scope|R23: wave-uniform counts as workgroup-uniform|s/return scope <= CONV_SCOPE_WAVE || conv_uniformity_branch_scope(L->u, conv__legal_block(b)) >= scope;/return true;/
control-equivalence|paths that leave the region count as control-equivalent|s/return !R->cyclic \&\& !R->leaves;/return !R->cyclic;/
token-dominance|no token-dominance check|s/^    if (token) {$/    if (0 \&\& token) {/
operand|no operand-availability check|s/if (!conv__legal_before(L, o->block, L->position\[op - 1u\], to, at)) {/if (0) {/
users|no user-dominance check|s/: conv_domtree_dominates(L->dt, conv__legal_block(to), conv__legal_block(u->block));/: 1;/
token-lands|regions nest: a use may land in a younger token's region|s/^        if (d == gone) continue;$/        if (1) continue;/
token-growth|regions nest: a region may grow over any other token's use|s/^    return !conv__legal_point_dominates(L, g->block, g->at, t);$/    return false;/
licm-entry|R13: hoisting out of a cycle over a divergent branch before the header|s/return conv__legal_split_between(L, to, inner, scope, CONV_LEGAL_DIVERGENT_BRANCH, out);/return CONV_OK;/
licm-iteration|R13: a conditional operation hoisted out of its cycle|s/return conv__legal_split_between(L, conv_cycle_header(L->ci, c).id, inner, scope, CONV_LEGAL_DIVERGENT_BRANCH, out);/return CONV_OK;/
sink-out-exits|R13: sinking out of a cycle whose exits are divergent|s/r = conv__legal_licm_level(L, c, from, conv__legal_scope(f, id), out);/r = CONV_OK;/
sink-out-path|R13: sinking out of a cycle over a divergent branch after the exit|s/if (out->legal \&\& !conv__region_uniform(\&R)) \*out = conv__legal_refused_path(\&R, CONV_LEGAL_DIVERGENT_BRANCH);/if (0) *out = conv__legal_refused_path(\&R, CONV_LEGAL_DIVERGENT_BRANCH);/
unused-read|a pure operation moved as unused although something reads it|s/if (v->legal || conv__legal_has_effects(L->f, id) || L->users_begin\[id - 1u\] != L->users_begin\[id\]) return CONV_OK;/if (v->legal || conv__legal_has_effects(L->f, id)) return CONV_OK;/
effects-reorder|an operation with effects crosses another|s/if (!conv__legal_has_effects(L->f, y)) return false;/if (1) return false;/
execution-count|an operation with effects runs on other threads|s/    if (!ce \&\& !(barrier \&\& hoist \&\& whole)) {/    if (0 \&\& !ce \&\& !(barrier \&\& hoist \&\& whole)) {/
barrier-sink|a barrier sinks into a conditional|s/    if (!ce \&\& !(barrier \&\& hoist \&\& whole)) {/    if (!ce \&\& !barrier) {/
superset-safe|R3: every operation may be speculated|s/else if (kind == CONV__MOVE_SPECULATE \&\& (CONV__VAL(f, id)->flags \& CONV_FLAG_SUPERSET_SAFE))/else if (kind == CONV__MOVE_SPECULATE)/
merge-up-divergent|R4: identical operations merged above a divergent branch|s/    } else if (CONV__VAL(f, a)->flags \& CONV_FLAG_SUPERSET_SAFE) {/    } else if (1) {/
merge-effects|R4: operations with effects merged where threads run neither|s/^    if (effects \&\& !conv__region_control_equivalent(\&R)) {$/    if (0) {/
both-execute|R4: a thread may run both merged operations|s/^    if (both) {$/    if (0) {/
merge-twice|R4: copies one thread runs both of merged when only one could rise|s/if (r == CONV_OK \&\& !vb.legal) \*out = vb;/if (0) *out = vb;/
cse-divergent|R5: CSE across a divergent branch|s/else if (conv__region_uniform(\&R)) \*out = conv__verdict(CONV_LEGAL_UNIFORM, CONV_BLOCKING_NONE, 0);/else if (1) *out = conv__verdict(CONV_LEGAL_UNIFORM, CONV_BLOCKING_NONE, 0);/
cse-effects|R5: CSE of operations with effects|s/^    if (conv__legal_has_effects(f, a.id)) {$/    if (0) {/
alone-growth|static rules at wave size 1: a use's new token grows over an older token's use|s/^        r = conv__legal_grows_back(L, id, \&g, to, at, \&y);$/        r = CONV_OK;/
alone-anchor-growth|static rules at wave size 1: an anchor rises over an older token's use|s/^        r = conv__legal_grows_back(L, id, \&g, from, L->position\[id - 1u\], \&y);$/        r = CONV_OK;/
alone-users|static rules at wave size 1: an anchor leaves the cycle of its users|s/if (!conv__legal_users_stay_in(L, id, to, false, out)) return CONV_OK;/if (0) return CONV_OK;/
alone-effects|wave size 1: an operation with effects crosses cycles|s/^    if (conv__legal_has_effects(f, id)) {$/    if (0) {/
merge-unread|R4: a merge across a divergent branch taken as unread although something reads a copy|s/^    bool unread = !conv__legal_has_effects(f, a) \&\& L->users_begin\[a - 1u\] == L->users_begin\[a\] \&\&$/    bool unread = true, unread_was = L->users_begin[a - 1u] == L->users_begin[a] \&\&/
anchor-users|regions nest: a raised anchor's users may stay in a younger token's region|s/for (k = L->users_begin\[anchor - 1u\]; d != gone \&\& \*ok/for (k = L->users_begin[anchor - 1u]; d == gone \&\& *ok/
temporal|R14: temporal divergence not reported|s/if (!conv__legal_communicates(L, id) \&\& (cycle = conv__legal_temporal(L, id, from, to)) != 0)/if (0)/
EOF
)

# Stage II's rules (--stage2).
MUTATIONS_CF=$(cat <<'EOF'
copies-divergent|R10: copies of a convergent operation under a divergent choice of predecessor|s/        if (conv__legal_splits(f, z) \&\& !conv__legal_branch_uniform(L, z, scope))$/        if (0)/
copies-cycle-exit|R10: copies of a block entered from a cycle exit|s/        if (pc.id \&\& !conv_cycle_contains(L->ci, pc, conv__legal_block(b))) {/        if (0) {/
escaping-reader|SSA: a value of a copied or bypassed block read beyond it|s/            if (!ok) return u;/            if (0) return u;/
thread-header|R11: threading through or into a header|s/    else if ((c = conv__cf_opens_cycle(L, b)) != 0 || (c = conv__cf_opens_cycle(L, s)) != 0)/    else if (0)/
merge-intrinsic|R12: a loop intrinsic merged after a convergent operation|s/    else if ((y = conv__cf_intrinsic(f, b.id)) != 0 \&\& (conv__cf_has_convergent(f, a.id) || conv__cf_opens_cycle(L, a.id)))/    else if (0)/
loop-reader|R24: a value of a deleted loop read after it|s/                if (uv->kind != CONV_KIND_PHI) return u;/                if (0) return u;/
token-reader|R6/R9: a token of a peeled, unrolled or unswitched loop read after it|s/            if (!conv__is_token_def(CONV__VAL(f, id)->kind)) continue; \/\* a value gets a phi \*\//            continue;/
unroll-heart|R7: the heart copied into every unrolled iteration|s/                cb.alias = q == h ? heart : 0u;/                cb.alias = 0u;/
always-uniform|peel, unroll, separation: loops with always-uniform operations|s/            if (CONV__VAL(f, f->insts\[k\].id)->flags \& CONV_FLAG_ALWAYS_UNIFORM) return f->insts\[k\].id;/            if (0) return f->insts[k].id;/
separate-uniform|R16: back edges separated under a divergent latch choice|s/            if (inside >= 2u \&\& conv__legal_splits(f, b) \&\& !conv__legal_branch_uniform(L, b, scope))/            if (0)/
separate-token|R16: back edges separated in a loop with tokens|s/    else if (token) \*out = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, token);/    else if (0) *out = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, token);/
fold-not-applied|R12: a folded loop intrinsic kept in the merged block|s/                CONV__VEC(p.blocks, conv__cf_block)\[p.blocks.count - 1u\].fold = verdict.value.id;/                (void)0;/
rotate-heart|R17: a loop rotated with a heart in its header|s/    else if ((y = conv__cf_intrinsic(L->f, header)) != 0 || (y = conv__cf_intrinsic(L->f, body)) != 0)/    else if (0)/
rotate-anchor|R17: a header's anchor read in the body, rotated|s/    else if ((y = conv__cf_token_reader(L, header)) != 0)/    else if (0)/
delete-effects|R24: a loop with effects deleted|s/            if (conv__legal_has_effects(f, f->insts\[k\].id)) return f->insts\[k\].id;/            if (0) return f->insts[k].id;/
EOF
)
# Runtime unrolling (--runtime).
MUTATIONS_RUNTIME=$(cat <<'EOF'
remainder-rule|R8: a remainder under a heart with a divergent trip count|s/        if (kind == CONV_UNROLL_RUNTIME) conv__cf_remainder(L, cycle, out);/        (void)0;/
test-ahead-wraps|the remainder's test ahead without its check of wrapping|s/    op\[3\].b = CONV__CF_NEWOP(first + 2u);/    op[3].b = CONV__CF_NEWOP(first + 1u);/
distance-short|the equality test's distance one step short|s/    op\[1\].c\[1\] = steps \* (rising ? c->step : -c->step);/    op[1].c[1] = (steps - 1) * (rising ? c->step : -c->step);/
test-ahead-short|the ordered test one step short of the iterations it runs|s/    return conv__cf_test_ahead(f, c, p, rb, base, (offset + (int64_t)count - 1) \* c->step, enough);/    return conv__cf_test_ahead(f, c, p, rb, base, (offset + (int64_t)count - 2) * c->step, enough);/
EOF
)
[ $TEST = test_legality_cf ] && MUTATIONS=$MUTATIONS_CF
[ $TEST = test_unroll_runtime ] && MUTATIONS=$MUTATIONS_RUNTIME
# The quad-scope rule (--quad).
MUTATIONS_QUAD='quad-any-branch|R23: a quad operation moved over any branch|s/        return conv_uniformity_branch_scope(L->u, conv__legal_block(b)) >= scope;/        return conv_uniformity_branch_scope(L->u, conv__legal_block(b)) >= CONV_SCOPE_THREAD;/'
[ $TEST = test_quad_moves ] && MUTATIONS=$MUTATIONS_QUAD

prepare() { # dir sed-expr: the copy, mutated; echoes the number of changed lines
  local dir=$1 expr=$2
  rm -rf "$dir"
  mkdir -p "$dir/tests/soundness"
  cp conv.h "$dir/"
  cp tests/soundness/test_legality.c tests/soundness/test_legality_cf.c tests/soundness/test_unroll_runtime.c \
    tests/soundness/test_quad_moves.c \
    "$dir/tests/soundness/"
  mkdir -p "$dir/tests/unit"
  cp tests/unit/test_legality_api.c "$dir/tests/unit/"
  cp -r tests/support "$dir/tests/"
  if [ -n "$expr" ]; then
    sed -e "$expr" conv_impl.h >"$dir/conv_impl.h"
  else
    cp conv_impl.h "$dir/conv_impl.h"
  fi
  diff conv_impl.h "$dir/conv_impl.h" | grep -c '^<'
}

# run_copy dir log: builds the random test and the directed API test
# (tests/unit/test_legality_api.c: hand-checked verdicts, e.g. R23's
# workgroup scope, which the interpreter's single-wave collectives cannot
# show) on the copy and runs both; returns the random test's exit status.
# A failure of the API test is printed as "FAILED reproducer: api: ..."
# lines, so it counts like a directed case of the random test.
run_copy() {
  local dir=$1 log=$2 mute="-Wno-unused-parameter -Wno-unused-variable -Wno-unused-but-set-variable -Wno-unused-function"
  # a mutant may leave a parameter or variable unused: not an error here
  if ! nice -n 10 "$CC" $WARN $mute -O2 -o "$dir/$TEST" "$dir/tests/soundness/$TEST.c" \
      "$dir/tests/support/conv_impl.c" >"$log" 2>&1 ||
    ! nice -n 10 "$CC" $WARN $mute -O2 -o "$dir/test_legality_api" \
      "$dir/tests/unit/test_legality_api.c" "$dir/tests/support/conv_impl.c" >>"$log" 2>&1; then
    echo "build failed" >>"$log"
    return 99
  fi
  local api rc
  api=$(nice -n 10 "$dir/test_legality_api" 2>&1 | grep -a 'CHECK failed' | sed 's/^/FAILED reproducer: api: x: /')
  [ -n "$api" ] && echo "$api" >>"$log"
  nice -n 10 timeout 600 "$dir/$TEST" --count "$COUNT" >>"$log" 2>&1
  rc=$?
  if [ -n "$api" ] && [ $rc -eq 0 ]; then rc=1; fi
  return $rc
}

# The failures a log lists, one per line: "N WHAT" for random pair N,
# "R QUERY" for a reproducer of the test's directed cases.
failures() {
  grep -E '^FAILED (pair|question|reproducer)' "$1" |
    sed -E 's/^FAILED (pair|question) ([0-9]+): ([^:]*):.*/\2 \3/; s/^FAILED reproducer: [^:]*: [^:]*: ([^:]*):.*/R \1/' |
    sort -u
}

mkdir -p build/mutate
pass=0
fail=0
# The baseline: the unmutated copy. While the stage still has known
# unsound verdicts the baseline fails on some pairs; a mutation is then
# caught when it fails on a pair the baseline passes (the pairs are the
# same in every run: the test draws functions and queries from a stream
# its checks never touch, and prints "FAILED pair N: ..." for each).
printf '[baseline] unmutated copy ... '
prepare build/mutate/baseline "" >/dev/null
run_copy build/mutate/baseline build/mutate/baseline.log
rc=$?
if [ $rc -eq 99 ] || ! grep -qE '^legality( stage II| runtime| quad)?:' build/mutate/baseline.log; then
  echo "BROKEN: the unmutated copy does not build or run (build/mutate/baseline.log)"
  tail -n 5 build/mutate/baseline.log | sed 's/^/    /'
  echo "0 passed, 1 failed"
  exit 1
fi
failures build/mutate/baseline.log >build/mutate/baseline.failed
echo "$(grep -E '^legality( stage II| runtime| quad)?:' build/mutate/baseline.log | sed -E 's/ on .*//'), $(wc -l <build/mutate/baseline.failed) failing"

while IFS='|' read -r name rule expr; do
  [ -z "$name" ] && continue
  if [ ${#names[@]} -gt 0 ] && ! printf '%s\n' "${names[@]}" | grep -qx "$name"; then continue; fi
  dir=build/mutate/$name
  log=build/mutate/$name.log
  changed=$(prepare "$dir" "$expr")
  if [ "$changed" != 1 ]; then
    echo "[$name] BROKEN: the sed expression changes $changed lines, not 1 ($rule)"
    fail=$((fail + 1))
    continue
  fi
  run_copy "$dir" "$log"
  rc=$?
  failures "$log" >"$dir.failed"
  new=$(comm -13 build/mutate/baseline.failed "$dir.failed" | wc -l)
  if [ $rc -eq 99 ]; then
    echo "[$name] BROKEN: the mutated copy does not build ($log)"
    fail=$((fail + 1))
  elif [ $rc -ne 0 ] && { [ "$new" -gt 0 ] || ! grep -qE '^legality( stage II| runtime| quad)?:' "$log"; }; then
    first=$(comm -13 build/mutate/baseline.failed "$dir.failed" | head -n 1)
    if [ "${first%% *}" = R ]; then line=$(grep -m1 -E "^FAILED reproducer: " "$log" | cut -c1-150)
    else line=$(grep -m1 -E "^FAILED (pair|question) ${first%% *}: " "$log" | cut -c1-150); fi
    echo "[$name] killed: $rule -> $new pairs fail that pass unmutated; first: ${line:-crash}"
    pass=$((pass + 1))
  else
    echo "[$name] SURVIVED: $rule ($log)"
    fail=$((fail + 1))
  fi
done <<<"$MUTATIONS"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
