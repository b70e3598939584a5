#!/usr/bin/env python3
"""The legality stage from Python: docs/legality.md section 6, as a script.

Asks whether the spec's `subgroupAdd` may be hoisted above a divergent and a
uniform branch (tests/legality/spec-reduction-hoist.conv), performs the legal
hoist on a copy and compares both programs under the interpreter, and asks
two more questions of one legality stage. Run from the repository root:

    PYTHONPATH=bindings/python /usr/bin/python3 examples/python/legality_queries.py
"""
import os
import sys

try:
    import conv  # noqa: F401
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

import conv

m = conv.load("tests/legality/spec-reduction-hoist.conv")
f = m["divergent_cc"]
v = f.can_hoist("%total_gains", "entry")          # a Verdict, truthy when legal
print(bool(v), v.reason, v.blocking, v.message)
# False CONV_LEGAL_DIVERGENT_BRANCH ('branch', 'entry') illegal: a divergent
# branch decides which threads reach it (the branch ending entry)
print(f.can_hoist("%total_gains", "entry", wave_size=1))
# legal: every branch in between is uniform at the operation's scope

g = m["uniform_cc"].apply_hoist("%total_gains", "entry")   # the copy, @uniform_cc.hoist
print(m["uniform_cc"].equivalent(g, seeds=8))
# Equivalence(runs=8, counterexample=None, run=None): truthy

with f.legality(wave_size=64, may_reorder=lambda moving, crossed: False) as L:
    print(L.can_merge("%total_gains", "%total_losses", "entry"))   # illegal: ... (the branch ending entry)
    print(L.can_hoist("then:0", "entry"))         # BLOCK:N names work too
