#!/usr/bin/env bash
# make demo: conv on the spec's examples (examples/data/, tests/legality/),
# one block per feature, each introduced by a line saying what its output
# means. Expects build/conv (the Makefile builds it first). docs/guide.md
# explains the examples; docs/legality.md the verdicts.
set -u
cd "$(dirname "$0")/.."
C=build/conv
L=tests/legality

say() { printf '\n== %s\n' "$1"; }
run() { echo "\$ conv $*"; "$C" "$@"; }
# a legality query: legal exits 0 and illegal 1, both expected here
ask() { echo "\$ conv query $*"; "$C" query "$@" | sed 's/^/  /'; }

say "Parsing: an LLVM IR kernel as conv reads it (calls flagged by the target tables; constants are not operands)."
run print examples/data/loop.ll

say "Dominators: each block's immediate dominator (--post for post-dominators, --json for tools)."
run domtree examples/data/loop.ll

say "Cycles: each cycle of the hierarchy with its header, entries, blocks and exits, reducible or not."
run cycles examples/data/features.conv

say "Uniformity (D = divergent, with why): %v after the loop is temporally divergent in @maximal, uniform in @example."
run uniformity examples/data/break_loop.conv

say "Explanation: the chain of reasons from a divergent value back to its divergence source, one step per line."
run explain examples/data/break_loop.conv %v --function maximal

say "Simulation (8 threads): who ran each convergent operation together; the heart gives one %r per exit iteration."
echo "\$ conv simulate examples/data/break_loop.conv --function example --threads 8"
"$C" simulate examples/data/break_loop.conv --function example --threads 8 | sed -n '/^paths/,$p' | sed 's/ ->.*//'

say "Legality, hoist (R1): the spec's subgroupAdd may rise above a uniform branch, not a divergent one."
ask examples/data/reduction.conv can-hoist %total_gains entry --function divergent
ask examples/data/reduction.conv can-hoist %total_gains entry --function uniform

say "Legality, sink (R2, R22): the spec's textureSample under a divergent / uniform if; an anchor with all its users."
ask examples/data/texture.conv can-sink %color then --function divergent_condition
ask examples/data/texture.conv can-sink %color then --function uniform_condition
ask $L/spec-anchor-sink.conv can-sink %tok then --function all_users_inside

say "Legality, speculate (R3): a shuffle may run on extra threads if out-of-range gives poison, not if it is UB."
ask $L/spec-shuffle.conv can-speculate %shuffled entry --function poison_shuffle
ask $L/spec-shuffle.conv can-speculate %shuffled entry --function ub_shuffle

say "Legality, merge (R4): the two arms' subgroupAdds become one only across a uniform branch."
ask examples/data/reduction.conv can-merge %total_gains %total_losses entry --function uniform
ask examples/data/reduction.conv can-merge %total_gains %total_losses entry --function divergent

say "Legality, CSE (R5): two ballots in one block, yes; across a divergent branch, no."
ask $L/cse-ballot.conv can-cse %b1 %b2 --function ballots
ask $L/cse-ballot.conv can-cse %b1 %b3 --function ballots

say "Legality, loop (R13): a loop-invariant reduction leaves a loop with a uniform exit, not one with a divergent exit."
ask $L/cycle-heart.conv can-hoist %sum entry --function uniform_exit
ask $L/cycle-heart.conv can-hoist %sum entry --function divergent_exit

say "Legality, barrier (seed 004): a barrier may rise out of an if, never sink into one."
ask $L/barrier.conv can-hoist then:0 entry --function hoist_out
ask $L/barrier.conv can-sink entry:2 then --function sink_in

say "Legality, jump threading (R11, seed 000): re-routing the spec's example around its barrier keeps its threads; copying a ballot's block splits them under a divergent choice of way in (R10)."
ask $L/jump-threading.conv can-jump-thread entry mid then2 --function example_original
ask $L/jump-threading.conv can-jump-thread left mid then --function copy_divergent
ask $L/jump-threading.conv can-jump-thread left mid then --function copy_uniform

say "Legality, loops (R7, R8, seed 000): unrolling the spec's loop keeps one heart; with a remainder the threads' 3rd iterations would run in different copies; seed 004's continue loop split into nested loops (R16)."
ask $L/unroll.conv can-unroll loop 2 multiple --function outer_token
ask $L/unroll.conv can-unroll loop 2 runtime --function outer_token
ask $L/separate-backedges.conv can-separate-backedges header --function divergent

say "SPIR-V: a real shader (examples/data/ballot_break.comp, by glslc): invocation i breaks out of its loop in iteration i % 3, with a ballot in the break block."
run uniformity examples/data/ballot_break.spvasm
head -c 32 /dev/zero >build/demo_zeros.bin
say "Its ballot masks, simulated concretely (8 invocations, one subgroup of 8): those that break together, 73 = {0,3,6}, 146 = {1,4,7}, 36 = {2,5}, as a driver writes them."
run simulate --concrete examples/data/ballot_break.spvasm --threads 8 --wave-size 8 --workgroup-size 8 --buffer 0=build/demo_zeros.bin --dump-buffer 0
say "The CFG alone (--spirv-tokens none): the break block lies outside the loop's cycle, so every invocation that breaks meets there: 255."
run simulate --concrete examples/data/ballot_break.spvasm --threads 8 --wave-size 8 --workgroup-size 8 --buffer 0=build/demo_zeros.bin --dump-buffer 0 --spirv-tokens none

say "Not yet a query: loop rotation (docs/legality.md 1b). Next: docs/guide.md, docs/tutorial.md."
