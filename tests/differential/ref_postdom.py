#!/usr/bin/python3
"""Reference model of LLVM 19's (post-)dominator trees on an abstract CFG.

The CFG is a list of successor lists: `succ[v]` are the successors of block v
in terminator-operand order (duplicates allowed), blocks are numbered in the
order they appear in the function, block 0 is the entry.

    dom_tree(succ)      -> {block: idom or None}    (reachable blocks only)
    postdom_roots(succ) -> [roots] in the order LLVM 19 stores them
    postdom_tree(succ)  -> (roots, {block: ipdom or None})  (every block;
                           None = the virtual exit node)

Why a model is needed at all
----------------------------
A dominator tree is unique once the graph and its root are fixed.  For post-
dominators LLVM adds one virtual exit node and connects it to a set of
"roots" (the virtual exit post-dominates everything).  Blocks without
successors (`ret`, `unreachable`) are obviously roots.  But blocks that can
never reach such a block (infinite loops) must also hang below the virtual
exit, and *which* block of an infinite loop is connected to the exit is a
choice.  Different choices give different trees.  Everything below the root
choice is then the unique dominator tree of the reversed CFG + virtual exit,
so only the root choice must be copied exactly from LLVM.

LLVM 19 root selection (FindRoots in GenericDomTreeConstruction.h), restated
----------------------------------------------------------------------------
State: a `visited` mark per block (initially none).  Roots list R = [].

Step 1, trivial roots.  Scan blocks in function order.  Every block with no
  successors is appended to R, and a backward walk (over predecessors) from
  it marks every block that can reach it as visited.

Step 2, non-trivial roots (only if some block is still unvisited).  Scan the
  blocks in function order again.  For each block I that is still unvisited
  at the moment the scan reaches it:
    a. Run a forward DFS from I over successors that ignores (does not enter)
       already-visited blocks.  The DFS is LLVM's worklist DFS: a LIFO stack
       of blocks; a block gets its DFS number when it is *popped* and not yet
       numbered; then its successors are pushed.  Before pushing, the
       successors are sorted by their position in the function (ascending;
       duplicates are harmless), so they are pushed lowest-position first and
       therefore POPPED HIGHEST-POSITION FIRST.  (The sort exists to make the
       result independent of branch-operand order; "SuccOrder" in LLVM.)
    b. The block numbered LAST by that DFS ("FurthestAway") is appended to R.
    c. The marks of that forward DFS are discarded.  Then a backward walk
       from FurthestAway (over predecessors, not entering visited blocks)
       marks every block that can reach FurthestAway as visited.  Blocks
       reached by the forward DFS that cannot reach FurthestAway stay
       unvisited and will be found later in the scan.

Step 3, redundant roots (only if step 2 added something).  Walk R with an
  index i starting at 0:
    - if R[i] has no successors (trivial root): i += 1;
    - else do a fresh forward DFS from R[i] (no visited marks carried over);
      if it reaches (in >= 1 step) any block that is in R (the current
      contents), R[i] is redundant: swap R[i] with the last element of R,
      pop the last element, and re-examine the same index i; otherwise
      i += 1.
  A non-trivial root can never reach a trivial root, nor a root found earlier
  in step 2 (it would have been marked visited), so in practice a root is
  dropped when it reaches a root found LATER in step 2; the resulting SET is
  order independent, only the order of R is affected by the swaps.

Finally the tree: virtual exit X with edges X->r for every r in R, edges of
the reversed CFG otherwise; ipdom = immediate dominator in that graph (X is
printed by opt as "<<exit node>>"; here it is None).  Every block appears.
LLVM computes it with Semi-NCA over a DFS that starts at X and walks the
roots in R order, then predecessors; the DFS order only affects the order of
children when the tree is printed (it depends on LLVM's use-list order of
predecessors), never the idoms.

Command line: `ref_postdom.py --selftest` runs internal consistency checks
(Semi-NCA vs. an iterative algorithm on random graphs).
"""

import random
import sys


# --------------------------------------------------------------- basic walks

def _preds_of(succ):
    n = len(succ)
    preds = [[] for _ in range(n)]
    for v in range(n):
        for s in succ[v]:
            preds[s].append(v)
    return preds


def _mark_backward(start, preds, visited):
    """Mark every block that reaches `start` (not entering visited ones)."""
    if visited[start]:
        return
    visited[start] = True
    stack = [start]
    while stack:
        v = stack.pop()
        for p in preds[v]:
            if not visited[p]:
                visited[p] = True
                stack.append(p)


def llvm_forward_dfs(start, succ, blocked=None, sort_succ=True):
    """LLVM's worklist DFS in the forward direction; returns the blocks in
    DFS-number order.  A block is numbered when popped (if not yet numbered
    and not blocked); its successors are then pushed -- sorted by block
    position when `sort_succ` (FindRoots' SuccOrder), otherwise in the order
    that makes the LIFO visit them in operand order (LLVM's plain forward
    walk).  Blocks with blocked[v] True are never numbered or expanded."""
    numbered = set()
    order = []
    stack = [start]
    while stack:
        v = stack.pop()
        if v in numbered or (blocked is not None and blocked[v]):
            continue
        numbered.add(v)
        order.append(v)
        if sort_succ:
            stack.extend(sorted(succ[v]))        # popped highest first
        else:
            stack.extend(reversed(succ[v]))      # popped in operand order
    return order


# ------------------------------------------------------------ root selection

def postdom_roots(succ, furthest="last", pop_order="desc"):
    """Roots of LLVM 19's post-dominator tree, in LLVM's order.

    `furthest`/`pop_order` exist only to demonstrate that the tests can tell
    the real rule ("last", "desc") from plausible variants."""
    n = len(succ)
    preds = _preds_of(succ)
    visited = [False] * n
    roots = []

    # Step 1: blocks without successors.
    for v in range(n):
        if not succ[v]:
            roots.append(v)
            _mark_backward(v, preds, visited)

    # Step 2: one candidate per still-unvisited block met by the scan.
    nontrivial = False
    if not all(visited):
        nontrivial = True
        for i in range(n):
            if visited[i]:
                continue
            if pop_order == "desc":
                order = llvm_forward_dfs(i, succ, visited, sort_succ=True)
            else:
                order = _variant_dfs_asc(i, succ, visited)
            far = order[-1] if furthest == "last" else order[0]
            roots.append(far)
            _mark_backward(far, preds, visited)

    # Step 3: drop non-trivial roots that forward-reach another root.
    if nontrivial:
        i = 0
        while i < len(roots):
            r = roots[i]
            if not succ[r]:
                i += 1
                continue
            reach = llvm_forward_dfs(r, succ, None, sort_succ=False)
            rootset = set(roots)
            if any(x in rootset for x in reach[1:]):
                roots[i], roots[-1] = roots[-1], roots[i]
                roots.pop()
                continue
            i += 1
    return roots


def postdom_root_set_fast(succ):
    """Same SET of roots as postdom_roots(), with step 3 done in linear time
    (suggested for the C port; LLVM's own step 3 is O(roots * blocks), plus a
    linear search of the root list per visited block).

    Fact used: no two roots can reach each other (a block that reaches an
    earlier root is marked before it could be picked), so reachability
    between roots is acyclic and "R[i] reaches some root of the current
    list" is equivalent to "R[i] reaches some other root of the original
    list".  Each block collects at most two distinct root ids by a backward
    propagation from all roots; a non-trivial root is redundant iff it holds
    an id other than its own."""
    n = len(succ)
    preds = _preds_of(succ)
    visited = [False] * n
    roots = []
    for v in range(n):
        if not succ[v]:
            roots.append(v)
            _mark_backward(v, preds, visited)
    for i in range(n):
        if not visited[i]:
            far = llvm_forward_dfs(i, succ, visited, sort_succ=True)[-1]
            roots.append(far)
            _mark_backward(far, preds, visited)
    ids = [[] for _ in range(n)]
    work = []
    for r in roots:
        ids[r].append(r)
        work.append((r, r))
    while work:
        v, r = work.pop()
        for p in preds[v]:
            if len(ids[p]) < 2 and r not in ids[p]:
                ids[p].append(r)
                work.append((p, r))
    return set(r for r in roots
               if not succ[r] or all(x == r for x in ids[r]))


def _variant_dfs_asc(start, succ, blocked):
    """A WRONG variant (successors popped lowest position first)."""
    numbered, order, stack = set(), [], [start]
    while stack:
        v = stack.pop()
        if v in numbered or blocked[v]:
            continue
        numbered.add(v)
        order.append(v)
        stack.extend(sorted(succ[v], reverse=True))
    return order


# ------------------------------------------------------------- dominators

def semi_nca(nnodes, root, fwd, back):
    """Immediate dominators of the graph with `nnodes` nodes, DFS root
    `root`, successor function `fwd(v)` and predecessor function `back(v)`.
    Returns {node: idom} for nodes reachable from root (root -> None).

    Semi-NCA: (1) DFS preorder numbering with spanning-tree parents;
    (2) semidominators in reverse preorder using eval() with path
    compression over already processed nodes; (3) idom(w) = nearest
    ancestor of parent(w) in the partially built idom tree whose number is
    <= semi(w), processed in preorder."""
    num = {}
    order = []
    parent = []
    stack = [(root, -1)]
    while stack:                      # LIFO DFS, numbered when popped
        v, p = stack.pop()
        if v in num:
            continue
        num[v] = len(order)
        order.append(v)
        parent.append(p)
        for s in reversed(list(fwd(v))):
            if s not in num:
                stack.append((s, num[v]))
    N = len(order)
    semi = list(range(N))
    label = list(range(N))
    anc = [-1] * N                    # forest of processed nodes

    def evaluate(x):
        if anc[x] == -1:
            return x
        path = []
        y = x
        while anc[anc[y]] != -1:
            path.append(y)
            y = anc[y]
        for z in reversed(path):      # from near the top down to x
            a = anc[z]
            if semi[label[a]] < semi[label[z]]:
                label[z] = label[a]
            anc[z] = anc[a]
        return label[x]

    for w in range(N - 1, 0, -1):
        s = parent[w]
        for pv in back(order[w]):
            if pv not in num:
                continue              # predecessor not reachable
            u = evaluate(num[pv])
            if semi[u] < s:
                s = semi[u]
        semi[w] = s
        anc[w] = parent[w]
    idom = [0] * N
    for w in range(1, N):
        d = parent[w]
        while d > semi[w]:
            d = idom[d]
        idom[w] = d
    res = {order[0]: None}
    for w in range(1, N):
        res[order[w]] = order[idom[w]]
    return res


def dom_tree(succ):
    """{block: idom} over blocks reachable from block 0 (entry -> None)."""
    preds = _preds_of(succ)
    return semi_nca(len(succ), 0, lambda v: succ[v], lambda v: preds[v])


def postdom_tree(succ, **variant):
    """(roots, {block: ipdom}); ipdom None means the virtual exit."""
    n = len(succ)
    roots = postdom_roots(succ, **variant)
    preds = _preds_of(succ)
    X = n                                   # the virtual exit node
    rootset = set(roots)

    def fwd(v):                             # reversed-CFG successors
        return roots if v == X else preds[v]

    def back(v):                            # reversed-CFG predecessors
        if v == X:
            return []
        return list(succ[v]) + ([X] if v in rootset else [])

    t = semi_nca(n + 1, X, fwd, back)
    del t[X]
    return roots, {v: (None if d == X else d) for v, d in t.items()}


# ------------------------------------------------------------ self test

def _iterative_idoms(nnodes, root, fwd, back):
    """Plain iterative data-flow dominators (Cooper/Harvey/Kennedy)."""
    seen, post = {root}, []
    stack = [(root, iter(list(fwd(root))))]
    while stack:
        v, it = stack[-1]
        s = next(it, None)
        if s is None:
            stack.pop()
            post.append(v)
        elif s not in seen:
            seen.add(s)
            stack.append((s, iter(list(fwd(s)))))
    rpo = post[::-1]
    idx = {v: i for i, v in enumerate(rpo)}
    idom = {root: root}
    changed = True
    while changed:
        changed = False
        for v in rpo[1:]:
            new = None
            for p in back(v):
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                a, b = p, new
                while a != b:
                    while idx[a] > idx[b]:
                        a = idom[a]
                    while idx[b] > idx[a]:
                        b = idom[b]
                new = a
            if idom.get(v) != new:
                idom[v] = new
                changed = True
    idom[root] = None
    return idom


def selftest(count=2000, seed=5):
    rng = random.Random(seed)
    bad = 0
    for _ in range(count):
        n = rng.randint(1, 25)
        succ = []
        for v in range(n):
            k = rng.choice([0, 1, 1, 2, 2, 3]) if n > 1 else 0
            succ.append([rng.randint(1, n - 1) for _ in range(k)])
        preds = _preds_of(succ)
        a = dom_tree(succ)
        b = _iterative_idoms(n, 0, lambda v: succ[v], lambda v: preds[v])
        roots, pd = postdom_tree(succ)
        rs = set(roots)
        X = n
        c = _iterative_idoms(n + 1, X, lambda v: roots if v == X else preds[v],
                             lambda v: [] if v == X else
                             list(succ[v]) + ([X] if v in rs else []))
        del c[X]
        c = {v: (None if d == X else d) for v, d in c.items()}
        if a != b or pd != c or len(pd) != n or \
                postdom_root_set_fast(succ) != set(roots):
            bad += 1
    print("selftest: %d passed, %d failed" % (count - bad, bad))
    return bad == 0


if __name__ == "__main__":
    if "--selftest" in sys.argv:
        sys.exit(0 if selftest() else 1)
    print(__doc__)
