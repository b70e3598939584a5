#!/usr/bin/python3
"""Check tests/differential/ref_postdom.py (model of LLVM 19's dominator / post-dominator
construction, in particular the post-dom root choice for infinite loops)
against opt-19 on functions from tests/differential/gen_ll.py.

    check_ref_postdom.py [--seed S] [--count N] [--min-infinite M]

Functions are batched (--batch per module) to keep the number of opt runs
low.  For each function the forward idoms, post idoms and the exact post-dom
"Roots:" list (order included) must agree.  It also reports how many
infinite-loop functions would be mis-predicted by two plausible but wrong
variants of the rule (showing the test really pins the rule down).  Ends
with `N passed, N failed` (one count per function and tree kind); exit 1 on
failure, or if fewer than --min-infinite functions had infinite loops.
Without opt-19: SKIP line, `0 passed, 0 failed`, exit 0.
"""

import argparse
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "support"))

import difftool             # noqa: E402
import gen_ll               # noqa: E402
import ref_postdom          # noqa: E402
from diff_opt_domtree import (parse_ll_cfgs, run_opt, model_maps,  # noqa: E402
                              compare_maps, has_infinite_loop)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--batch", type=int, default=100)
    ap.add_argument("--min-infinite", type=int, default=300)
    ap.add_argument("--opt", default=os.environ.get("OPT", "opt-19"))
    a = ap.parse_args(argv)

    opt = difftool.find_tool(a.opt)
    if opt is None:
        return difftool.skip("%s not found" % a.opt)

    tmpdir = tempfile.mkdtemp(prefix="check_ref_postdom_")
    tally = difftool.Tally()
    ninf = nfun = 0
    variant_wrong = {"furthest=first": 0, "pop lowest first": 0}
    try:
        for start in range(0, a.count, a.batch):
            cnt = min(a.batch, a.count - start)
            mods = gen_ll.gen_module_cfgs(a.seed, cnt, start)
            text = gen_ll.HEADER + "\n" + "\n".join(
                m[1][len(gen_ll.HEADER):] for m in mods)
            path = os.path.join(tmpdir, "batch%d.ll" % start)
            with open(path, "w") as f:
                f.write(text)
            trees = run_opt(opt, path)
            for fname, blocks, succ in parse_ll_cfgs(text):
                nfun += 1
                inf = has_infinite_loop(succ)
                ninf += inf
                t = trees[fname]
                md, mp, mroots = model_maps(blocks, succ)
                for kind, ref, got in (("dom", t["dom"], md), ("post", t["post"], mp)):
                    lines = compare_maps(kind, ref, got, "opt", "model")
                    if kind == "post" and t.get("post_roots") != mroots:
                        lines.append("  MISMATCH post roots: opt=%s model=%s"
                                     % (t.get("post_roots"), mroots))
                    tally.compare("%s @%s%s (seed %d)" % (kind, fname, " [infinite-loop]" if inf else "", a.seed),
                                  lines)
                fast = set(blocks[r] for r in ref_postdom.postdom_root_set_fast(succ))
                if fast != set(t.get("post_roots", [])):
                    tally.fail("fast root set @%s: opt=%s fast=%s"
                               % (fname, t.get("post_roots"), sorted(fast)))
                if inf:
                    for vname, kw in (("furthest=first", {"furthest": "first"}),
                                      ("pop lowest first", {"pop_order": "asc"})):
                        _, vp = ref_postdom.postdom_tree(succ, **kw)
                        vp = {blocks[v]: (None if d is None else blocks[d])
                              for v, d in vp.items()}
                        if vp != t["post"]:
                            variant_wrong[vname] += 1
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    print("%d functions, %d with infinite loops" % (nfun, ninf))
    for k, v in variant_wrong.items():
        print("  wrong-variant '%s' would mispredict %d of them" % (k, v))
    if ninf < a.min_infinite:
        tally.fail("too few infinite-loop functions (%d < %d)" % (ninf, a.min_infinite))
    return tally.summary()


if __name__ == "__main__":
    sys.exit(main())
