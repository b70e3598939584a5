#!/usr/bin/env bash
# tests/bench/bench.sh - the benchmark behind `make bench` (never a test: it
# prints numbers and target verdicts and exits 0 whatever the timings; it
# exits non-zero only when build/bench cannot be built or crashes, or when
# conv gives a wrong answer on the benchmark CFGs).
#
# For each size it generates (and caches) the benchmark CFG as LLVM IR in
# build/bench-data/ (build/bench itself is the binary), runs build/bench on
# it, and, when opt-19 is installed, times LLVM 19's DominatorTreeAnalysis,
# PostDominatorTreeAnalysis and IR parsing on the same file. See
# docs/benchmarks.md for what every column means.
#
# Environment:
#   BENCH_SIZES   block counts (default "1000 10000 100000 1000000")
#   BENCH_SEED    generator seed (default 1)
#   BENCH_REPS    conv repetitions per phase (default: by size, see bench.c)
#   OPT_REPS      in-process repetitions of opt's two trees (default by size)
#   OPT           the opt binary (default opt-19)
set -u
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-/usr/bin/python3}
SIZES=${BENCH_SIZES:-"1000 10000 100000 1000000"}
SEED=${BENCH_SEED:-1}
OPT=${OPT:-opt-19}
DATA=build/bench-data
mkdir -p "$DATA"

if ! make --no-print-directory build/bench >"$DATA/build.log" 2>&1; then
  echo "bench: building build/bench failed:"
  sed 's/^/    /' "$DATA/build.log" | tail -n 30
  exit 1
fi

have_opt=0
if command -v "$OPT" >/dev/null 2>&1; then have_opt=1; fi
if ! [ -x "$PYTHON" ]; then
  echo "bench: $PYTHON not found; cannot format the report"
  exit 1
fi

cpu=$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')
echo "conv benchmark  $(date -u '+%Y-%m-%d %H:%M UTC')  $(nproc) cores  ${cpu:-unknown cpu}"
rev=$(git rev-parse --short HEAD 2>/dev/null || echo none)
dirty=""
if ! git diff --quiet HEAD -- conv.h conv_impl.h 2>/dev/null; then dirty=" + uncommitted changes"; fi
echo "conv: git $rev$dirty; conv_impl.h md5 $(md5sum conv_impl.h 2>/dev/null | cut -c1-12)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)  (other work on the machine inflates times)"
if [ $have_opt = 1 ]; then
  echo "LLVM: $($OPT --version | grep -m1 -i 'llvm version' | sed 's/^ *//')"
else
  echo "LLVM: $OPT not installed: the LLVM columns are n/a"
fi
echo

crashed=0
for n in $SIZES; do
  ll="$DATA/cfg-$n-s$SEED.ll"
  # The generator lives in bench.c: regenerate when it is newer.
  if ! [ -s "$ll" ] || [ tests/bench/bench.c -nt "$ll" ]; then
    rm -f "$ll" "$ll.verified"
    if ! build/bench --emit "$n" "$ll" --seed "$SEED"; then
      echo "bench: build/bench --emit $n failed"
      crashed=1
      continue
    fi
  fi
  if [ $have_opt = 1 ] && ! [ -e "$ll.verified" ]; then
    if "$OPT" -passes=verify -disable-output "$ll" 2>"$DATA/verify-$n.log"; then
      touch "$ll.verified"
    else
      echo "bench: WARNING: $OPT -passes=verify rejects $ll:"
      head -n 5 "$DATA/verify-$n.log" | sed 's/^/    /'
    fi
  fi

  printf '[%s blocks] conv ...' "$n"
  reps=()
  if [ -n "${BENCH_REPS:-}" ]; then reps=(--reps "$BENCH_REPS"); fi
  start=$(date +%s%N)
  build/bench --kv --seed "$SEED" "${reps[@]}" "$n" "$ll" >"$DATA/conv-$n.out" 2>"$DATA/conv-$n.err"
  rc=$?
  if [ $rc -ne 0 ] && grep -q 'stale cache' "$DATA/conv-$n.err"; then
    # The cached .ll is not what this build/bench generates: regenerate once.
    rm -f "$ll.verified"
    build/bench --emit "$n" "$ll" --seed "$SEED" &&
      build/bench --kv --seed "$SEED" "${reps[@]}" "$n" "$ll" >"$DATA/conv-$n.out" 2>"$DATA/conv-$n.err"
    rc=$?
  fi
  end=$(date +%s%N)
  if [ $rc -ne 0 ]; then
    echo " FAILED (exit $rc):"
    sed 's/^/    /' "$DATA/conv-$n.err" | tail -n 20
    crashed=1
    continue
  fi
  printf ' %d ms' $(((end - start) / 1000000))

  rm -f "$DATA/opt-$n.txt" "$DATA/opt-$n.json" "$DATA/opt-parse-$n.txt"
  if [ $have_opt = 1 ]; then
    # The two trees K times in one process: the first run is cold (fresh
    # heap, like conv's first touch), the others warm. -time-passes-per-run
    # reports every run separately (0.1 ms resolution); -time-trace gives
    # the same runs in microseconds.
    k=${OPT_REPS:-}
    if [ -z "$k" ]; then
      if [ "$n" -le 10000 ]; then k=10; elif [ "$n" -le 100000 ]; then k=5; else k=3; fi
    fi
    pipe='require<domtree>,require<postdomtree>'
    for ((i = 1; i < k; i++)); do
      pipe="$pipe,invalidate<domtree>,invalidate<postdomtree>,require<domtree>,require<postdomtree>"
    done
    printf ', opt-19 ...'
    start=$(date +%s%N)
    if ! "$OPT" -passes="$pipe" -disable-output -disable-verify -time-passes-per-run \
        -time-trace -time-trace-granularity=0 -time-trace-file="$DATA/opt-$n.json" \
        "$ll" >"$DATA/opt-$n.txt" 2>&1; then
      echo " opt-19 FAILED (the LLVM columns will be n/a):"
      tail -n 5 "$DATA/opt-$n.txt" | sed 's/^/    /'
    fi
    # Reading the .ll alone (the "Parse IR" timer; no passes, no verifier),
    # a few more times for a minimum.
    pr=3
    if [ "$n" -ge 1000000 ]; then pr=1; fi
    for ((i = 0; i < pr; i++)); do
      "$OPT" -passes=no-op-module -disable-output -disable-verify -time-passes "$ll" >>"$DATA/opt-parse-$n.txt" 2>&1
    done
    end=$(date +%s%N)
    printf ' %d ms' $(((end - start) / 1000000))
  fi
  echo
done
echo

"$PYTHON" - "$DATA" "$SEED" $SIZES <<'PYEOF'
import json, os, re, sys

data, seed, sizes = sys.argv[1], sys.argv[2], [int(s) for s in sys.argv[3:]]
PHASES = ["parse", "final", "build", "dom", "pdom", "pipe"]


def read_kv(n):
    path = os.path.join(data, "conv-%d.out" % n)
    if not os.path.exists(path):
        return None, None
    kv, shape = None, None
    for line in open(path):
        if line.startswith("kv "):
            kv = {}
            for tok in line.split()[1:]:
                k, v = tok.split("=", 1)
                kv[k] = float(v)
        elif line.startswith("shape: "):
            shape = line[7:].strip()
    return kv, shape


TIMER = re.compile(r"([0-9]+\.[0-9]+) \(\s*[0-9.]+%\)\s+(\S.*?)\s*$")


def wall_times(path, name_re):
    """Wall-clock seconds (the last column) of -time-passes lines whose
    name matches name_re, in file order."""
    out = []
    if not os.path.exists(path):
        return out
    for line in open(path, errors="replace"):
        m = list(re.finditer(r"([0-9]+\.[0-9]+) \(\s*[0-9.]+%\)", line))
        if not m:
            continue
        name = line[m[-1].end():].strip()
        if re.fullmatch(name_re, name):
            out.append(float(m[-1].group(1)) * 1e3)
    return out


def read_opt(n):
    """(dom runs ms, pdom runs ms, parse runs ms, source); runs in order."""
    dom, pdom, src = [], [], None
    jpath = os.path.join(data, "opt-%d.json" % n)
    try:
        with open(jpath) as f:
            events = json.load(f)["traceEvents"]
        for e in events:
            if e.get("ph") != "X":
                continue
            if e.get("name") == "DominatorTreeAnalysis":
                dom.append((e["ts"], e["dur"] / 1e3))
            elif e.get("name") == "PostDominatorTreeAnalysis":
                pdom.append((e["ts"], e["dur"] / 1e3))
        dom = [d for _, d in sorted(dom)]
        pdom = [d for _, d in sorted(pdom)]
        src = "time-trace"
    except (OSError, ValueError, KeyError):
        dom, pdom = [], []
    if not dom or not pdom:
        txt = os.path.join(data, "opt-%d.txt" % n)
        runs = {}
        for name, lst in (("DominatorTreeAnalysis", dom), ("PostDominatorTreeAnalysis", pdom)):
            lst.clear()
            pairs = []
            for line in open(txt, errors="replace") if os.path.exists(txt) else []:
                m = list(re.finditer(r"([0-9]+\.[0-9]+) \(\s*[0-9.]+%\)", line))
                if not m:
                    continue
                nm = re.fullmatch(name + r" #([0-9]+)", line[m[-1].end():].strip())
                if nm:
                    pairs.append((int(nm.group(1)), float(m[-1].group(1)) * 1e3))
            lst.extend(d for _, d in sorted(pairs))
        src = "time-passes-per-run" if dom else None
    parse = wall_times(os.path.join(data, "opt-%d.txt" % n), r"Parse IR")
    parse += wall_times(os.path.join(data, "opt-parse-%d.txt" % n), r"Parse IR")
    return dom, pdom, parse, src


def f(x, w, p):
    return ("%*.*f" % (w, p, x)) if x is not None else "%*s" % (w, "n/a")


rows = []
for n in sizes:
    kv, shape = read_kv(n)
    if kv is None:
        continue
    dom, pdom, parse, src = read_opt(n)
    rows.append((n, kv, shape, dom, pdom, parse, src))

if not rows:
    print("bench: no results")
    sys.exit(0)


def table(mode, title, opt_pick):
    print(title)
    hdr = ("%9s %9s | %9s %5s | %7s %4s | %9s %5s | %7s %5s %8s %6s | %7s %5s %8s %6s | %9s %7s | %7s %7s"
           % ("blocks", "edges", "parse ms", "ns/e", "fin ms", "ns/e", "build+fin", "ns/e",
              "dom ms", "ns/e", "opt ms", "x", "pdom ms", "ns/e", "opt ms", "x",
              "b+f+2t ms", "faults", "peak MB", "rss MB"))
    print(hdr)
    print("-" * len(hdr))
    for n, kv, shape, dom, pdom, parse, src in rows:
        e = kv["edges"]
        g = lambda ph: kv["%s_%s_ms" % (mode, ph)]
        ns = lambda ph: g(ph) * 1e6 / e
        od, op = opt_pick(dom), opt_pick(pdom)
        xd = od / g("dom") if od is not None else None
        xp = op / g("pdom") if op is not None else None
        print("%9d %9d | %9.3f %5.0f | %7.3f %4.1f | %9.3f %5.0f | %7.3f %5.1f %8s %6s | %7.3f %5.1f %8s %6s | "
              "%9.3f %7d | %7.1f %7.1f"
              % (n, e, g("parse"), ns("parse"), g("final"), ns("final"), g("build"), ns("build"),
                 g("dom"), ns("dom"), f(od, 8, 3), f(xd, 6, 1), g("pdom"), ns("pdom"), f(op, 8, 3), f(xp, 6, 1),
                 g("pipe"), kv["%s_pipe_faults" % mode], kv["peak_parse_bytes"] / 1048576.0,
                 kv["maxrss_kb"] / 1024.0))
    print()


warm_ok = all(kv.get("warm") == 1 for _, kv, *_ in rows)
first = lambda runs: runs[0] if runs else None
rest = lambda runs: min(runs[1:]) if len(runs) > 1 else None
if warm_ok:
    table("w", "conv, warm heap (steady state: freed memory stays in the process); "
          "opt-19 = fastest of its repeated in-process runs after the first", rest)
table("d", "conv, glibc default heap (large freed blocks go back to the kernel, so every repetition pays "
      "first-touch page faults); opt-19 = its first (cold) run", first)

print("reading the .ll: conv_parse + conv_function_finalize (default heap) vs opt-19's \"Parse IR\" timer")
print("%9s | %12s %12s %12s | %7s" % ("blocks", "conv ms", "conv MB/s", "opt-19 ms", "x"))
for n, kv, shape, dom, pdom, parse, src in rows:
    c = kv["d_parse_ms"] + kv["d_final_ms"]
    o = min(parse) if parse else None
    print("%9d | %12.3f %12.1f %12s | %7s" % (n, c, kv["text_bytes"] / 1048576.0 / (c / 1e3), f(o, 12, 3),
                                              f(o / c if o else None, 7, 1)))
print()
print("CFG shapes (seed %s):" % seed)
for n, kv, shape, *_ in rows:
    print("  %s" % shape)
srcs = sorted({r[6] for r in rows if r[6]})
if srcs:
    print("opt-19 tree times from: %s (same runs as -time-passes-per-run, microsecond resolution)" % ", ".join(srcs))
print()

# ---------------------------------------------------------------- targets
by_n = {r[0]: r for r in rows}
modes = [("w", "warm heap")] if warm_ok else []
modes.append(("d", "default heap"))
print("targets:")
big = by_n.get(1000000)
if big:
    parts = []
    for m, label in modes:
        t = big[1]["%s_pipe_ms" % m]
        parts.append("%s %.1f ms %s" % (label, t, "MET" if t < 500 else "MISSED"))
    print("  [1] 10^6 blocks, build + finalize + both trees < 500 ms: " + "; ".join(parts))
else:
    print("  [1] 10^6 blocks, build + finalize + both trees < 500 ms: not evaluated (no 10^6 run)")
small = by_n.get(10000)
if big and small:
    for m, label in modes:
        worst, items = 0.0, []
        for ph, nm in (("parse", "parse"), ("pipe", "build+finalize+trees"), ("build", "build+finalize"),
                       ("dom", "dom"), ("pdom", "pdom")):
            a = big[1]["%s_%s_ms" % (m, ph)] / big[1]["edges"]
            b = small[1]["%s_%s_ms" % (m, ph)] / small[1]["edges"]
            items.append("%s %.2fx" % (nm, a / b))
            worst = max(worst, a / b)
        print("  [2] ns/edge at 10^6 within 2x of 10^4 (%s): %s -> %s%s"
              % (label, ", ".join(items), "MET" if worst <= 2.0 else "MISSED",
                 "" if worst <= 2.0 else " (worst %.2fx)" % worst))
else:
    print("  [2] ns/edge at 10^6 within 2x of 10^4: not evaluated (needs 10^4 and 10^6 runs)")
have_llvm = any(r[3] and r[4] for r in rows)
if have_llvm:
    for m, label, pick in (("w", "warm vs opt-19 warm", rest), ("d", "default heap vs opt-19 cold", first)):
        if m == "w" and not warm_ok:
            continue
        worst, where, items = None, None, []
        for n, kv, shape, dom, pdom, parse, src in rows:
            xs = []
            for tree, runs in (("dom", dom), ("pdom", pdom)):
                o = pick(runs)
                if o is None:
                    xs.append("n/a")
                    continue
                x = o / kv["%s_%s_ms" % (m, tree)]
                xs.append("%.1f" % x)
                if worst is None or x < worst:
                    worst, where = x, "%s at %d" % (tree, n)
            items.append("%d: %s" % (n, "/".join(xs)))
        if worst is None:
            continue
        print("  [3] >= 5x faster than LLVM 19 at every size, each tree (%s; dom/pdom x): %s -> %s"
              % (label, ", ".join(items),
                 "MET" if worst >= 5.0 else "MISSED (%.1fx, %s)" % (worst, where)))
else:
    print("  [3] >= 5x faster than LLVM 19: not evaluated (opt-19 missing or failed)")
PYEOF

# ------------------------------------------------- cycles + verification
# build/bench_cycles (tests/bench/bench_cycles.c) times conv_cycles_build and
# conv_verify on the cached CFG files above and on adversarial CFGs it
# builds in memory (N nested loops, N sibling loops, each also with
# convergence tokens); opt-19's CycleAnalysis runs on the same CFGs, under
# a timeout because LLVM 19's cycle analysis is quadratic.
#   BENCH_CYCLES_SIZES  adversarial loop counts (default "1000 10000 100000")
#   OPT_TIMEOUT         seconds per opt-19 run (default 60)
#   CONV_TIMEOUT        seconds per build/bench_cycles run (default 300)
CYC_SIZES=${BENCH_CYCLES_SIZES:-"1000 10000 100000"}
OPT_TIMEOUT=${OPT_TIMEOUT:-60}
CONV_TIMEOUT=${CONV_TIMEOUT:-300}
echo
echo "== cycles + verification =="
if ! ${CC:-gcc} -std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion \
    -Wstrict-prototypes -Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum \
    -O2 -DNDEBUG -o build/bench_cycles tests/bench/bench_cycles.c >"$DATA/build-cycles.log" 2>&1; then
  echo "bench: building build/bench_cycles failed:"
  sed 's/^/    /' "$DATA/build-cycles.log" | tail -n 30
  exit 1
fi
CYC_LIST="$DATA/cyc-list.txt"
: >"$CYC_LIST"

cyc_conv() { # name out args...: conv timings, under a timeout
  local name=$1 out=$2
  shift 2
  printf '[%s] conv ...' "$name"
  timeout "$CONV_TIMEOUT" build/bench_cycles "$@" >"$out" 2>"$out.err"
  local rc=$?
  if [ $rc -eq 124 ]; then
    echo " >$CONV_TIMEOUT s (timeout)"
    echo "timeout" >"$out"
  elif [ $rc -ne 0 ]; then
    echo " FAILED (exit $rc):"
    sed 's/^/    /' "$out.err" | tail -n 20
    crashed=1
  else
    echo " done"
  fi
}

cyc_opt() { # name file: opt-19's CycleAnalysis, under a timeout
  local out="$DATA/cyc-opt-$1.txt"
  rm -f "$out"
  [ $have_opt = 1 ] || return 0
  printf '[%s] opt-19 ...' "$1"
  timeout "$OPT_TIMEOUT" "$OPT" -passes='require<cycles>' -disable-output -time-passes "$2" >"$out" 2>&1
  local rc=$?
  if [ $rc -eq 124 ]; then echo "TIMEOUT" >>"$out"; echo " >$OPT_TIMEOUT s (timeout)"; else echo " done"; fi
}

for n in $SIZES; do
  ll="$DATA/cfg-$n-s$SEED.ll"
  [ -s "$ll" ] || continue
  cyc_conv "cfg $n" "$DATA/cyc-cfg-$n.out" "$ll"
  cyc_opt "cfg-$n" "$ll"
  printf 'cfg-%s\tcfg %s\t%s\t-\n' "$n" "$n" "$n" >>"$CYC_LIST"
done
for shape in deep wide; do
  for n in $CYC_SIZES; do
    ll="$DATA/adv-$shape-$n.ll"
    tok="$DATA/adv-$shape-$n-tok.ll"
    for f in "$ll" "$tok"; do
      if ! [ -s "$f" ] || [ tests/bench/bench_cycles.c -nt "$f" ]; then
        rm -f "$f.verified"
        t=""
        [ "$f" = "$tok" ] && t=--tokens
        build/bench_cycles --emit "$shape" "$n" $t "$f" || { echo "bench: --emit $shape $n failed"; crashed=1; }
      fi
    done
    # opt-19's verifier on the token version (the shape does not depend on
    # N, so the small sizes suffice; the verifier's own cycle analysis is
    # quadratic too).
    if [ $have_opt = 1 ] && [ "$n" -le 10000 ] && ! [ -e "$tok.verified" ]; then
      if timeout "$OPT_TIMEOUT" "$OPT" -passes=verify -disable-output "$tok" 2>"$DATA/verify-adv-$shape-$n.log"; then
        touch "$tok.verified"
      else
        echo "bench: WARNING: $OPT -passes=verify rejects (or timed out on) $tok:"
        head -n 5 "$DATA/verify-adv-$shape-$n.log" | sed 's/^/    /'
      fi
    fi
    cyc_conv "$shape $n" "$DATA/cyc-$shape-$n.out" --adv "$shape" "$n"
    cyc_opt "$shape-$n" "$ll"
    printf '%s-%s\t%s %s\t%s\t%s\n' "$shape" "$n" "$shape" "$n" "$n" "$shape" >>"$CYC_LIST"
    cyc_conv "$shape $n +tokens" "$DATA/cyc-$shape-$n-tok.out" --adv "$shape" "$n" --tokens
    printf '%s-%s-tok\t%s %s +tokens\t%s\t%s+tokens\n' "$shape" "$n" "$shape" "$n" "$n" "$shape" >>"$CYC_LIST"
  done
done
echo

"$PYTHON" - "$DATA" "$OPT_TIMEOUT" "$CONV_TIMEOUT" <<'PYEOF'
import os, re, sys

data, opt_to, conv_to = sys.argv[1], sys.argv[2], sys.argv[3]


def read_conv(key):
    path = os.path.join(data, "cyc-%s.out" % key)
    if not os.path.exists(path):
        return None
    for line in open(path):
        if line.strip() == "timeout":
            return "timeout"
        if line.startswith("kv "):
            return {k: float(v) for k, v in (t.split("=", 1) for t in line.split()[1:])}
    return None


def read_opt(key):
    """CycleAnalysis wall ms, "timeout", or None."""
    path = os.path.join(data, "cyc-opt-%s.txt" % key)
    if not os.path.exists(path):
        return None
    in_analysis, val = False, None
    for line in open(path, errors="replace"):
        if line.strip() == "TIMEOUT":
            return "timeout"
        if "Analysis execution timing report" in line:
            in_analysis = True
        elif "execution timing report" in line:
            in_analysis = False
        if not in_analysis:
            continue
        m = list(re.finditer(r"(\d+\.\d+) \(\s*[\d.]+%\)", line))
        if m and line[m[-1].end():].strip() == "CycleAnalysis":
            val = float(m[-1].group(1)) * 1e3
    return val


rows = []
for line in open(os.path.join(data, "cyc-list.txt")):
    key, name, n, shape = line.rstrip("\n").split("\t")
    opt_key = key[:-4] if key.endswith("-tok") else key
    rows.append((key, name, int(n), shape, read_conv(key), read_opt(opt_key) if not key.endswith("-tok") else "same"))

print("cycles + verification: conv_cycles_build+free, conv_verify (dominator tree + cycles + token rules),")
print("default heap (glibc returns freed memory: every run pays page faults) and warm heap (w: freed memory")
print("kept, the steady state of a compiler); opt-19 -passes='require<cycles>' -time-passes CycleAnalysis")
print("wall time; x = opt-19 / conv cycles (default heap)")
hdr = "%-20s %9s %9s %7s | %10s %6s | %10s %7s | %6s %7s | %14s %7s" % (
    "CFG", "blocks", "edges", "cycles", "cycles ms", "ns/e", "verify ms", "ns/e", "w ns/e", "w ns/e", "opt-19 ms", "x")
print(hdr)
print("-" * len(hdr))
for key, name, n, shape, kv, opt in rows:
    if kv is None:
        print("%-20s %s" % (name, "failed"))
        continue
    if kv == "timeout":
        print("%-20s %s" % (name, "conv >%s s (timeout)" % conv_to))
        continue
    e = kv["edges"]
    if opt == "same":
        o, x = "(same CFG)", ""
    elif opt == "timeout":
        o, x = ">%s s (timeout)" % opt_to, ""
    elif opt is None:
        o, x = "n/a", ""
    else:
        o, x = "%.3f" % opt, "%.1f" % (opt / kv["cycles_ms"])
    wc = "%.1f" % (kv["w_cycles_ms"] * 1e6 / e) if "w_cycles_ms" in kv else "n/a"
    wv = "%.1f" % (kv["w_verify_ms"] * 1e6 / e) if "w_verify_ms" in kv else "n/a"
    print("%-20s %9d %9d %7d | %10.3f %6.1f | %10.3f %7.1f | %6s %7s | %14s %7s" % (
        name, kv["blocks"], e, kv["cycles"], kv["cycles_ms"], kv["cycles_ms"] * 1e6 / e,
        kv["verify_ms"], kv["verify_ms"] * 1e6 / e, wc, wv, o, x))
print()

by = {(r[3], r[2]): r[4] for r in rows}
ok = lambda kv: isinstance(kv, dict)
# targets on the warm heap when measured (the steady state), else the default heap
heap = lambda kv: "w_" if "w_cycles_ms" in kv else ""
nse = lambda kv, ph: kv[heap(kv) + ph + "_ms"] * 1e6 / kv["edges"]
print("cycles targets (warm heap; default-heap figures in parentheses):")
big, small = by.get(("-", 1000000)), by.get(("-", 10000))
if ok(big):
    t = big[heap(big) + "cycles_ms"] + big[heap(big) + "verify_ms"]
    print("  [c1] 10^6-block CFG, cycles + verify < 500 ms: %.1f ms (%.1f ms) -> %s"
          % (t, big["cycles_ms"] + big["verify_ms"], "MET" if t < 500 else "MISSED"))
else:
    print("  [c1] 10^6-block CFG, cycles + verify < 500 ms: not evaluated")
if ok(big) and ok(small):
    rc, rv = nse(big, "cycles") / nse(small, "cycles"), nse(big, "verify") / nse(small, "verify")
    dc = big["cycles_ms"] / big["edges"] / (small["cycles_ms"] / small["edges"])
    dv = big["verify_ms"] / big["edges"] / (small["verify_ms"] / small["edges"])
    print("  [c2] ns/edge at 10^6 within 2x of 10^4: cycles %.2fx, verify %.2fx (%.2fx, %.2fx) -> %s"
          % (rc, rv, dc, dv, "MET" if max(rc, rv) <= 2.0 else "MISSED"))
else:
    print("  [c2] ns/edge at 10^6 within 2x of 10^4: not evaluated")
items, worst, missing = [], 0.0, False
for shape in ("deep", "deep+tokens", "wide", "wide+tokens"):
    a, b = by.get((shape, 100000)), by.get((shape, 1000))
    if not ok(b) or a is None:
        missing = True
        continue
    if a == "timeout":
        items.append("%s: verify >%s s (timeout)" % (shape, conv_to))
        worst = float("inf")
        continue
    if not ok(a):
        missing = True
        continue
    rc, rv = nse(a, "cycles") / nse(b, "cycles"), nse(a, "verify") / nse(b, "verify")
    worst = max(worst, rc, rv)
    items.append("%s cycles %.2fx verify %.2fx" % (shape, rc, rv))
if items:
    print("  [c3] adversarial near-linear, ns/edge at 10^5 within 2x of 10^3: %s -> %s%s"
          % ("; ".join(items), "MET" if worst <= 2.0 else "MISSED", " (incomplete)" if missing else ""))
else:
    print("  [c3] adversarial near-linear: not evaluated")
PYEOF

# ---------------------------------------------------------- uniformity
# The whole uniformity pipeline (dominator tree + cycle hierarchy +
# uniformity) in conv and in LLVM 19, on the random CFGs above and on
# adversarial shapes where LLVM's UniformityInfoAnalysis is quadratic:
#   in process  build/bench_uniformity (tests/bench/bench_uniformity.c):
#               conv_domtree_build + conv_cycles_build + conv_uniformity_build
#               (desc.cycles = those cycles) after checking the answer;
#               opt-19 -passes='require<domtree>,require<cycles>,require<uniformity>'
#               -time-trace: DominatorTreeAnalysis + CycleAnalysis +
#               UniformityInfoAnalysis (exclusive times, TargetIRAnalysis left out)
#   processes   build/conv uniformity FILE >/dev/null against
#               opt-19 -passes='require<uniformity>' -disable-output FILE
# Every opt-19 run is capped at OPT_TIMEOUT seconds and OPT_MEM_MB of address
# space (LLVM 19 needs over 22 GB for the 10^6-block CFG).
#   BENCH_UNIFORMITY_SIZES   random CFG sizes (default: BENCH_SIZES)
#   BENCH_ADVERSARIAL_SIZES  adversarial sizes (default "1000 2000 4000 8000")
#   BENCH_ADVERSARIAL_SHAPES default "chain nest loopchain exits" (also: ladder)
#   BENCH_PROCESS_REPS       whole-process runs, the best kept (default 5; one
#                            run once a run has taken over 1 s)
#   OPT_UNI_REPS             opt-19 pipeline runs in one process (default 3 on
#                            random CFGs up to 10^4 blocks, else 1: LLVM's
#                            time is quadratic on the others)
#   OPT_MEM_MB               address-space cap of each opt-19 run (default 8192)
UNI_SIZES=${BENCH_UNIFORMITY_SIZES:-$SIZES}
ADV_SIZES=${BENCH_ADVERSARIAL_SIZES:-"1000 2000 4000 8000"}
ADV_SHAPES=${BENCH_ADVERSARIAL_SHAPES:-"chain nest loopchain exits"}
PROC_REPS=${BENCH_PROCESS_REPS:-5}
OPT_MEM_MB=${OPT_MEM_MB:-8192}
echo
echo "== uniformity =="
if ! ${CC:-gcc} -std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion \
    -Wstrict-prototypes -Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum \
    -O2 -DNDEBUG -o build/bench_uniformity tests/bench/bench_uniformity.c >"$DATA/build-uniformity.log" 2>&1 ||
  ! make --no-print-directory build/conv >>"$DATA/build-uniformity.log" 2>&1; then
  echo "bench: building build/bench_uniformity or build/conv failed:"
  sed 's/^/    /' "$DATA/build-uniformity.log" | tail -n 30
  exit 1
fi
UNI_LIST="$DATA/uni-list.txt"
: >"$UNI_LIST"

# proc_ms TIMEOUT CMD...: the best wall milliseconds of up to PROC_REPS runs
# of CMD (output discarded; one run once a run has taken over 1 s), or
# "timeout" / "fail". Python starts the command directly with posix_spawn
# (no wrapper process, no copy of the parent: a fork costs tens of ms on
# this VM), under the OPT_MEM_MB address-space cap, the same way for conv
# and opt-19, and reaps it with a blocking wait4: the clock runs from just
# before the spawn to the exit. (subprocess.run with a timeout polls with
# growing sleeps, which rounded a 20 ms process up to 31 ms; the timeout is
# a timer thread that kills the command instead.)
proc_ms() {
  "$PYTHON" -c '
import os, resource, shutil, signal, sys, threading, time
reps, to, mem, cmd = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]) * 1048576, sys.argv[4:]
cmd[0] = shutil.which(cmd[0]) or cmd[0]  # a path: posix_spawn, not posix_spawnp
resource.setrlimit(resource.RLIMIT_AS, (mem, mem))  # inherited by the command
best = None
for i in range(reps):
    null = os.open(os.devnull, os.O_WRONLY)
    t0 = time.perf_counter()
    pid = os.posix_spawn(cmd[0], cmd, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
    killed = []
    timer = threading.Timer(to, lambda: (killed.append(1), os.kill(pid, signal.SIGKILL)))
    timer.start()
    _, status, _ = os.wait4(pid, 0)
    t = (time.perf_counter() - t0) * 1e3
    timer.cancel()
    os.close(null)
    if killed:
        print("timeout")
        sys.exit(0)
    if os.waitstatus_to_exitcode(status) != 0:
        print("fail")
        sys.exit(0)
    best = t if best is None else min(best, t)
    if t > 1000:
        break
print("%.3f" % best)' "$PROC_REPS" "$1" "$OPT_MEM_MB" "${@:2}"
}

uni_one() { # key label file k: conv in process, opt-19 in process (k pipeline runs), both as processes
  local key=$1 label=$2 f=$3 k=$4 out rc pipe i st t0 t1
  out="$DATA/uni-$key.out"
  printf '[%s] conv ...' "$label"
  t0=$(date +%s%N)
  timeout "$CONV_TIMEOUT" build/bench_uniformity "$f" >"$out" 2>"$out.err"
  rc=$?
  t1=$(date +%s%N)
  if [ $rc -eq 124 ]; then
    echo "timeout" >"$out"
    printf ' >%s s (timeout)' "$CONV_TIMEOUT"
  elif [ $rc -ne 0 ]; then
    echo " FAILED (exit $rc):"
    sed 's/^/    /' "$out.err" | tail -n 10
    crashed=1
    return
  else
    printf ' %d ms' $(((t1 - t0) / 1000000))
  fi
  st="$DATA/uni-opt-$key.status"
  rm -f "$DATA/uni-opt-$key.json" "$DATA/uni-opt-$key.txt" "$st"
  if [ $have_opt = 1 ]; then
    pipe='require<domtree>,require<cycles>,require<uniformity>'
    for ((i = 1; i < k; i++)); do
      pipe="$pipe,invalidate<uniformity>,invalidate<cycles>,invalidate<domtree>"
      pipe="$pipe,require<domtree>,require<cycles>,require<uniformity>"
    done
    printf ', opt-19 ...'
    t0=$(date +%s%N)
    timeout "$OPT_TIMEOUT" prlimit --as=$((OPT_MEM_MB * 1048576)) "$OPT" -passes="$pipe" -disable-output \
      -disable-verify -time-trace -time-trace-granularity=0 -time-trace-file="$DATA/uni-opt-$key.json" \
      "$f" >"$DATA/uni-opt-$key.txt" 2>&1
    rc=$?
    t1=$(date +%s%N)
    if [ $rc -eq 124 ]; then echo timeout >"$st"; printf ' >%s s (timeout)' "$OPT_TIMEOUT"
    elif [ $rc -ne 0 ]; then
      if grep -qiE 'out of memory|bad_alloc|allocation failed' "$DATA/uni-opt-$key.txt"; then echo memory >"$st"
      else echo "fail $rc" >"$st"; fi
      printf ' failed (%s)' "$(cat "$st")"
    else echo ok >"$st"; printf ' %d ms' $(((t1 - t0) / 1000000)); fi
  fi
  printf ', processes ...'
  t0=$(date +%s%N)
  {
    echo "conv $(proc_ms "$CONV_TIMEOUT" build/conv uniformity --json "$f")"
    if [ $have_opt = 1 ]; then
      case $(cat "$st") in
        timeout | memory) echo "opt skipped-$(cat "$st")" ;; # the process does the same analyses and more
        *) echo "opt $(proc_ms "$OPT_TIMEOUT" "$OPT" -passes='require<uniformity>' -disable-output "$f")" ;;
      esac
    fi
  } >"$DATA/uni-proc-$key.txt"
  t1=$(date +%s%N)
  printf ' %d ms\n' $(((t1 - t0) / 1000000))
  printf '%s\t%s\t%s\n' "$key" "$label" "$f" >>"$UNI_LIST"
}

for n in $UNI_SIZES; do
  ll="$DATA/cfg-$n-s$SEED.ll"
  if ! [ -s "$ll" ] || [ tests/bench/bench.c -nt "$ll" ]; then
    rm -f "$ll.verified"
    build/bench --emit "$n" "$ll" --seed "$SEED" || { echo "bench: build/bench --emit $n failed"; crashed=1; continue; }
  fi
  k=${OPT_UNI_REPS:-}
  if [ -z "$k" ]; then if [ "$n" -le 10000 ]; then k=3; else k=1; fi; fi
  uni_one "cfg-$n" "cfg $n" "$ll" "$k"
done
for shape in $ADV_SHAPES; do
  for n in $ADV_SIZES; do
    f="$DATA/uni-$shape-$n.ll"
    if ! [ -s "$f" ] || [ tests/bench/bench_uniformity.c -nt "$f" ]; then
      rm -f "$f.verified"
      build/bench_uniformity --emit "$shape" "$n" "$f" || { echo "bench: --emit $shape $n failed"; crashed=1; continue; }
    fi
    if [ $have_opt = 1 ] && ! [ -e "$f.verified" ]; then
      if timeout "$OPT_TIMEOUT" "$OPT" -passes=verify -disable-output "$f" 2>"$DATA/verify-uni-$shape-$n.log"; then
        touch "$f.verified"
      else
        echo "bench: WARNING: $OPT -passes=verify rejects (or timed out on) $f:"
        head -n 5 "$DATA/verify-uni-$shape-$n.log" | sed 's/^/    /'
      fi
    fi
    uni_one "$shape-$n" "$shape $n" "$f" "${OPT_UNI_REPS:-1}"
  done
done
echo

"$PYTHON" - "$DATA" "$OPT_TIMEOUT" "$OPT_MEM_MB" "$SEED" "$PROC_REPS" <<'PYEOF'
import json, os, re, sys

data, opt_to, opt_mem, seed, proc_reps = sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
NAMES = {"DominatorTreeAnalysis": "dom", "CycleAnalysis": "cycles", "UniformityInfoAnalysis": "uni"}


def read_kv(key):
    path = os.path.join(data, "uni-%s.out" % key)
    if not os.path.exists(path):
        return None
    for line in open(path):
        if line.strip() == "timeout":
            return "timeout"
        if line.startswith("kv "):
            kv = {}
            for tok in line.split()[1:]:
                k, v = tok.split("=", 1)
                try:
                    kv[k] = float(v)
                except ValueError:
                    kv[k] = v
            return kv
    return None


def read_opt(key):
    """(status, runs): runs = [{"dom": ms, "cycles": ms, "uni": ms}, ...] in order,
    exclusive times (nested analyses such as TargetIRAnalysis subtracted)."""
    st_path = os.path.join(data, "uni-opt-%s.status" % key)
    if not os.path.exists(st_path):
        return None, []
    status = open(st_path).read().strip()
    runs = []
    try:
        with open(os.path.join(data, "uni-opt-%s.json" % key)) as f:
            ev = [e for e in json.load(f)["traceEvents"]
                  if e.get("ph") == "X" and not e.get("name", "").startswith("Total ")]
    except (OSError, ValueError, KeyError):
        return status, runs
    ana = sorted((e for e in ev if e["name"].endswith("Analysis")), key=lambda e: (e["ts"], -e["dur"]))
    per = {"dom": [], "cycles": [], "uni": []}
    for e in ana:
        if e["name"] not in NAMES:
            continue
        end = e["ts"] + e["dur"]
        inner = sum(x["dur"] for x in ana if x is not e and x["ts"] >= e["ts"] and x["ts"] + x["dur"] <= end
                    and x["dur"] < e["dur"])
        per[NAMES[e["name"]]].append((e["dur"] - inner) / 1e3)
    for i in range(min(len(v) for v in per.values())):
        runs.append({k: per[k][i] for k in per})
    return status, runs


def read_proc(key):
    out = {}
    path = os.path.join(data, "uni-proc-%s.txt" % key)
    if os.path.exists(path):
        for line in open(path):
            k, _, v = line.strip().partition(" ")
            out[k] = v
    return out


def read_shape_line(n):
    path = os.path.join(data, "conv-%d.out" % n)
    if os.path.exists(path):
        for line in open(path):
            if line.startswith("shape: "):
                return line[7:].strip()
    return None


rows = []
for line in open(os.path.join(data, "uni-list.txt")):
    key, label, path = line.rstrip("\n").split("\t")
    shape, n = label.split()
    rows.append(dict(key=key, label=label, shape="random" if shape == "cfg" else shape, n=int(n),
                     kv=read_kv(key), opt=read_opt(key), proc=read_proc(key)))
if not rows:
    print("bench: no uniformity results")
    sys.exit(0)

# The generator's own counts (tests/bench/bench.c's shape line) against what
# bench_uniformity counted in the parsed IR and found divergent.
bad = False
for r in rows:
    if r["shape"] != "random" or not isinstance(r["kv"], dict):
        continue
    s = read_shape_line(r["n"])
    if s is None:
        continue
    m = re.search(r"(\d+) conditional branches, (\d+) switches", s)
    kv = r["kv"]
    if m and (int(m.group(1)), int(m.group(2))) != (int(kv["cond_branches"]), int(kv["switches"])):
        print("bench: CHECK FAILED: cfg %d: tests/bench/bench.c generated %s conditional branches and %s switches, "
              "the IR has %d and %d" % (r["n"], m.group(1), m.group(2), kv["cond_branches"], kv["switches"]))
        bad = True
    elif m and int(kv["div_branches"]) != int(m.group(1)) + int(m.group(2)):
        print("bench: CHECK FAILED: cfg %d: %d divergent branches, expected %d" % (
            r["n"], kv["div_branches"], int(m.group(1)) + int(m.group(2))))
        bad = True


def opt_pick(r, mode):
    """(ms, note): opt's pipeline time for the mode, or (None, why)."""
    status, runs = r["opt"]
    if status is None:
        return None, "n/a"
    if status != "ok" or not runs:
        return None, {"timeout": ">%gs" % opt_to, "memory": ">%sMB" % opt_mem}.get(status, "failed")
    sums = [x["dom"] + x["cycles"] + x["uni"] for x in runs]
    if mode == "d" or len(sums) == 1:
        return sums[0], "" if mode == "d" else "*"
    best = min(range(1, len(sums)), key=lambda i: sums[i])
    return sums[best], ""


def opt_parts(r, mode):
    status, runs = r["opt"]
    if status != "ok" or not runs:
        return None
    if mode == "d" or len(runs) == 1:
        return runs[0]
    return min(runs[1:], key=lambda x: x["dom"] + x["cycles"] + x["uni"])


def ratio(conv_ms, opt_ms, note):
    """(value, is_lower_bound, text)"""
    if conv_ms is None:
        return None, False, ""
    if opt_ms is not None:
        x = opt_ms / conv_ms
        return x, False, "%.1f" % x
    if note.startswith(">") and note.endswith("s"):
        x = float(note[1:-1]) * 1e3 / conv_ms
        return x, True, ">%.0f" % x
    return None, False, ""


def table(mode, title):
    print(title)
    hdr = ("%-16s %8s %8s | %8s %9s %8s %8s | %9s %6s %6s | %8s %8s %9s %10s | %7s"
           % ("CFG", "blocks", "edges", "dom ms", "cycles ms", "uni ms", "alone", "pipe ms", "ns/e", "faults",
              "opt dom", "opt cyc", "opt uni", "opt sum", "x"))
    print(hdr)
    print("-" * len(hdr))
    for r in rows:
        kv = r["kv"]
        if kv == "timeout" or kv is None:
            print("%-16s %s" % (r["label"], "conv timed out" if kv == "timeout" else "failed"))
            continue
        g = lambda ph: kv["%s_%s_ms" % (mode, ph)]
        o, note = opt_pick(r, mode)
        parts = opt_parts(r, mode)
        x, lb, xt = ratio(g("pipe"), o, note)
        r.setdefault("x", {})[mode] = (x, lb)
        if parts:
            ot = "%8.3f %8.3f %9.3f %10s" % (parts["dom"], parts["cycles"], parts["uni"], "%.3f%s" % (o, note))
        else:
            ot = "%8s %8s %9s %10s" % ("", "", "", note)
        print("%-16s %8d %8d | %8.3f %9.3f %8.3f %8.3f | %9.3f %6.1f %6d | %s | %7s"
              % (r["label"], kv["blocks"], kv["edges"], g("dom"), g("cycles"), g("uni"), g("alone"), g("pipe"),
                 g("pipe") * 1e6 / kv["edges"], kv["%s_pipe_faults" % mode], ot, xt))
    print()


warm = all(isinstance(r["kv"], dict) and r["kv"].get("warm") == 1 for r in rows)
modes = []
if warm:
    modes.append("w")
    table("w", "uniformity pipeline, warm heap (freed memory stays in the process); opt-19 = its fastest run after "
          "the first (* = it ran once: the cold run)")
modes.append("d")
table("d", "uniformity pipeline, glibc default heap (every repetition pays first-touch page faults); "
      "opt-19 = its first (cold) run")
print("conv: min over repetitions of dom = conv_domtree_build, cycles = conv_cycles_build, uni = conv_uniformity_build")
print("with desc.cycles given (it builds its own dominator tree), alone = conv_uniformity_build(f, NULL) (what")
print("`conv uniformity` calls), pipe = dom + cycles + uni as one sequence; ns/e per CFG edge; faults in the fastest pipe.")
print("opt-19: -passes='require<domtree>,require<cycles>,require<uniformity>' -time-trace, exclusive wall times of")
print("DominatorTreeAnalysis, CycleAnalysis, UniformityInfoAnalysis (TargetIRAnalysis left out); >%gs = timed out," % opt_to)
print(">%sMB = hit the address-space cap; x = opt sum / conv pipe (>x: a lower bound)." % opt_mem)
print()

print("whole processes: build/conv uniformity --json FILE >/dev/null vs opt-19 -passes='require<uniformity>' "
      "-disable-output FILE")
print("(wall time from spawn to exit, best of %s runs, a single run once one takes over 1 s)" % proc_reps)
hdr = "%-16s %8s | %10s %12s | %7s" % ("CFG", "blocks", "conv ms", "opt-19 ms", "x")
print(hdr)
print("-" * len(hdr))
for r in rows:
    p = r["proc"]
    c, o = p.get("conv"), p.get("opt")
    blocks = int(r["kv"]["blocks"]) if isinstance(r["kv"], dict) else 0
    cm = float(c) if c and c[0].isdigit() else None
    om = float(o) if o and o[0].isdigit() else None
    if o in ("timeout", "skipped-timeout"):
        ot = ">%gs" % opt_to
    elif o == "skipped-memory":
        ot = ">%sMB" % opt_mem
    else:
        ot = "%.1f" % om if om is not None else (o or "n/a")
    x, lb, xt = ratio(cm, om, ">%gs" % opt_to if o in ("timeout", "skipped-timeout") else "")
    r["px"] = (x, lb)
    print("%-16s %8d | %10s %12s | %7s" % (r["label"], blocks, "%.1f" % cm if cm is not None else (c or "n/a"),
                                          ot, xt))
print("(>%gs: opt-19 timed out; when its in-process run above already timed out or hit the %s MB cap, the process"
      % (opt_to, opt_mem))
print("is not run again: it does the same analyses plus reading the file)")
print()

# ---------------------------------------------------------------- targets
label = {"w": "warm", "d": "default heap"}
print("uniformity targets:")


def judge(items, target):
    """items: (where, (x, is_lower_bound)) -> (verdict, worst determined (x, where), misses, open).
    A lower bound under the target decides nothing: opt-19 was stopped."""
    misses = [(w, x) for w, (x, lb) in items if x is not None and not lb and x < target]
    open_ = [(w, x) for w, (x, lb) in items if x is None or (lb and x < target)]
    det = [(x, w) for w, (x, lb) in items if x is not None and not lb]
    worst = min(det) if det else None
    if misses:
        verdict = "MISSED"
    elif open_:
        verdict = "NOT DETERMINED"
    else:
        verdict = "MET"
    return verdict, worst, misses, open_


def fmt(x):
    return "n/a" if x[0] is None else ("%s%.1fx" % (">" if x[1] else "", x[0]))


def summary(items, target):
    verdict, worst, misses, open_ = judge(items, target)
    lb = dict((w, x) for w, x in items)
    text = "min %s at %s" % (fmt(lb[worst[1]]), worst[1]) if worst else "no measured ratio"
    if misses:
        text += "; under %gx: %s" % (target, ", ".join("%s %.1fx" % (w, x) for w, x in misses))
    if open_:
        text += "; open (opt-19 stopped, bound under %gx): %s" % (
            target, ", ".join("%s %s" % (w, fmt(lb[w])) for w, _ in open_))
    return verdict, text


verdicts, parts = [], []
for what, get in [("in process, %s" % label[m], lambda r, m=m: r.get("x", {}).get(m, (None, False)))
                  for m in modes] + [("whole process", lambda r: r.get("px", (None, False)))]:
    v, text = summary([(r["label"], get(r)) for r in rows], 10)
    verdicts.append(v)
    parts.append("%s: %s" % (what, text))
overall = "MISSED" if "MISSED" in verdicts else "NOT DETERMINED" if "NOT DETERMINED" in verdicts else "MET"
print("  [u1] >=10x opt-19 at every size -> %s" % overall)
for p in parts:
    print("         %s" % p)

adv = [r for r in rows if r["shape"] != "random" and r["n"] == 4000]
if adv:
    items = []
    for r in adv:
        for what, x in [(label[m], r.get("x", {}).get(m, (None, False))) for m in modes] + \
                [("process", r.get("px", (None, False)))]:
            items.append(("%s %s" % (r["shape"], what), x))
    v, text = summary(items, 100)
    print("  [u2] >=100x on the adversarial shapes at n=4000 -> %s" % v)
    for r in adv:
        xs = [r.get("x", {}).get(m, (None, False)) for m in modes] + [r.get("px", (None, False))]
        print("         %-10s %s (%s/process)" % (r["shape"], " / ".join(fmt(x) for x in xs),
                                                 "/".join(label[m] for m in modes)))
else:
    print("  [u2] >=100x on the adversarial shapes at n=4000: not evaluated (no n=4000 run)")

big = [r for r in rows if r["shape"] == "random" and r["n"] == 1000000 and isinstance(r["kv"], dict)]
if big:
    kv = big[0]["kv"]
    ts = [(m, kv["%s_pipe_ms" % m]) for m in modes]
    print("  [u3] 10^6 random blocks under 1 s (pipeline): %s"
          % "; ".join("%s %.1f ms %s" % (label[m], t, "MET" if t < 1000 else "MISSED") for m, t in ts))
else:
    print("  [u3] 10^6 random blocks under 1 s (pipeline): not evaluated (no 10^6 run)")

lines, ok = [], True
for shape in ["random"] + [s for s in dict.fromkeys(r["shape"] for r in rows) if s != "random"]:
    rs = sorted((r for r in rows if r["shape"] == shape and isinstance(r["kv"], dict)), key=lambda r: r["n"])
    if len(rs) < 2:
        continue
    a, b = rs[-1]["kv"], rs[0]["kv"]
    xs = []
    for m in modes:
        x = (a["%s_pipe_ms" % m] / a["edges"]) / (b["%s_pipe_ms" % m] / b["edges"])
        xs.append("%s %.1f -> %.1f ns/e = %.2fx" % (label[m], b["%s_pipe_ms" % m] * 1e6 / b["edges"],
                                                     a["%s_pipe_ms" % m] * 1e6 / a["edges"], x))
        ok = ok and x <= 2.0
    lines.append("%-10s %d -> %d: %s" % ("cfg" if shape == "random" else shape, rs[0]["n"], rs[-1]["n"],
                                          "; ".join(xs)))
if lines:
    print("  [u4] linear growth: pipe ns/edge of the largest size within 2x of the smallest -> %s"
          % ("MET" if ok else "MISSED"))
    for line in lines:
        print("         %s" % line)
else:
    print("  [u4] linear growth: not evaluated (needs two sizes)")
sys.exit(3 if bad else 0)
PYEOF
[ $? -eq 0 ] || crashed=1

# ------------------------------------------- whole processes (issue 14)
# conv uniformity --json against opt-19 as whole processes, side by side, on
# the four inputs of issue 14's targets (chain 4000, nest 4000, the random
# CFGs of 10^5 and 10^6 blocks), with the peak resident size of conv at
# 10^6 blocks against the size of the text; PASS/MISS per target. Also
# runnable alone: /usr/bin/python3 tests/bench/bench_whole.py (its --help).
#   BENCH_WHOLE_REPS      conv runs per input, the best kept (default 10)
#   BENCH_WHOLE_OPT_REPS  opt-19 runs per input (default 3; one run once a
#                         run takes over 10 s)
echo
echo "== whole processes (issue 14) =="
OPT_TIMEOUT=$OPT_TIMEOUT OPT_MEM_MB=$OPT_MEM_MB OPT=$OPT BENCH_SEED=$SEED "$PYTHON" tests/bench/bench_whole.py || crashed=1

# bench_cc NAME: builds build/NAME from tests/bench/NAME.c with the strict
# warnings, -O2 -DNDEBUG, its messages in $DATA/build-NAME.log
bench_cc() {
  ${CC:-gcc} -std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion \
    -Wstrict-prototypes -Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum \
    -O2 -DNDEBUG -o "build/$1" "tests/bench/$1.c" >"$DATA/build-$1.log" 2>&1
}

# sized_run OUT KV PREFIX CMD...: runs CMD (under CONV_TIMEOUT) into OUT,
# prints its lines but the "kv" one and appends that one to KV with PREFIX
# after "kv "; a failure is reported and counted (crashed=1), a timeout
# reported.
sized_run() {
  local out=$1 kv=$2 prefix=$3 rc
  shift 3
  timeout "$CONV_TIMEOUT" "$@" >"$out" 2>&1
  rc=$?
  if [ $rc -eq 0 ]; then
    grep -v '^kv ' "$out"
    grep '^kv ' "$out" | sed "s/^kv /kv $prefix/" >>"$kv"
  elif [ $rc -eq 124 ]; then
    echo "bench: $*: > $CONV_TIMEOUT s (timeout)"
  else
    echo "bench: $* failed:"
    sed 's/^/    /' "$out" | tail -n 5
    crashed=1
  fi
}

# ------------------------------------------------------------- legality
# The legality stage (tests/bench/bench_legality.c): conv_legality_build on a
# random structured function with tokens, timed beside the analyses it uses
# (dominator tree, cycles, uniformity), then 10^5
# random queries of every kind (per-query time), without tokens and with
# (entry, hearts, anchors), then stage II: every block's tail duplication
# and every loop query on every cycle (ns per query; the first loop kind
# also pays for the cycles' block lists, built on first use). Linear
# building shows as equal ns per block at both sizes; O(1) queries as
# equal ns per query.
#   BENCH_LEGALITY_SIZES   block counts (default "10000 100000")
#   BENCH_LEGALITY_QUERIES queries per size (default 100000)
echo
echo "== legality =="
if bench_cc bench_legality; then
  : >"$DATA/legality-kv.txt"
  for mode in --plain --tokens; do
    for n in ${BENCH_LEGALITY_SIZES:-10000 100000}; do
      reps=3
      if [ "$n" -ge 100000 ]; then reps=1; fi
      sized_run "$DATA/legality$mode-$n.out" "$DATA/legality-kv.txt" "mode=${mode#--} " \
        build/bench_legality --blocks "$n" --queries "${BENCH_LEGALITY_QUERIES:-100000}" --reps $reps \
        $([ $mode = --plain ] && echo --plain)
    done
  done
  awk '{ for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
         an = v["dom_ms"] + v["cycles_ms"] + v["uni_ms"]
         printf "  [l1] %-6s %6d blocks: build %.1f ns/block, analyses %.1f ns/block, ratio %.2f; %.0f ns/query\n",
                v["mode"], v["blocks"], v["build_ms"] * 1e6 / v["blocks"], an * 1e6 / v["blocks"], v["build_ms"] / an,
                v["query_ns"] }' \
    "$DATA/legality-kv.txt"
else
  echo "bench: building build/bench_legality failed:"
  sed 's/^/    /' "$DATA/build-bench_legality.log" | tail -n 20
  crashed=1
fi

# ------------------------------------------------- uniformity build at scale
# conv_uniformity_build alone (tests/bench/bench_unibuild.c, cycles and
# dominator tree prebuilt) on two kinds of large functions built in memory
# where it used to be superlinear: legality_gen.h's structured shape with
# tokens, hearts and anchors (53 s at 10^5 blocks before the fix), and
# random_cfg.h's distribution scaled up (seed 10: deep nests of irreducible
# cycles; 26 s at 2 x 10^4 blocks before). The growth line compares ns per
# block between the sizes (1.0 = linear); the digest hashes every answer.
#   BENCH_UNIBUILD_SIZES  block counts (default "10000 100000")
#   BENCH_UNIBUILD_SEED   the random shape's seed (default 10)
echo
echo "== uniformity build at scale =="
if bench_cc bench_unibuild; then
  : >"$DATA/unibuild-kv.txt"
  for shape in structured random; do
    for n in ${BENCH_UNIBUILD_SIZES:-10000 100000}; do
      reps=3
      if [ "$n" -ge 100000 ]; then reps=1; fi
      sized_run "$DATA/unibuild-$shape-$n.out" "$DATA/unibuild-kv.txt" "" \
        build/bench_unibuild --shape $shape --blocks "$n" --reps $reps --seed "${BENCH_UNIBUILD_SEED:-10}"
    done
  done
  awk '{ for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
         ns = v["uni_ms"] * 1e6 / v["blocks"]
         if (v["shape"] in first) printf "  [ub] %-10s %7d blocks: %.1f ns/block, %.2fx the ns/block at %d blocks\n",
                                      v["shape"], v["blocks"], ns, ns / first[v["shape"]], fb[v["shape"]]
         else { first[v["shape"]] = ns; fb[v["shape"]] = v["blocks"]
                printf "  [ub] %-10s %7d blocks: %.1f ns/block\n", v["shape"], v["blocks"], ns } }' \
    "$DATA/unibuild-kv.txt"
else
  echo "bench: building build/bench_unibuild failed:"
  sed 's/^/    /' "$DATA/build-bench_unibuild.log" | tail -n 20
  crashed=1
fi

# ------------------------------------------ one-pass scopes vs wave-only
# Issue 17's cost target: uniformity at every scope in one pass within
# 1.5x of the wave-only analysis's time and memory. bench_unibuild.c built
# a second time against conv.h/conv_impl.h of BENCH_WAVE_ONLY_REF (default
# 84c2f5d, the last commit before the scopes), on the same functions; the
# time is the build's (minimum of the repetitions), the memory the peak of
# the bytes it holds (a counting allocator), and equal digests say the
# wave answers did not change.
#   BENCH_SCOPES_SIZES  structured block counts (default "100000 1000000")
echo
echo "== one-pass scopes vs wave-only (issue 17) =="
wave_ref=${BENCH_WAVE_ONLY_REF:-84c2f5d}
wdir=build/bench-wave-only
rm -rf "$wdir" && mkdir -p "$wdir/tests/bench" "$wdir/tests/support"
if git show "$wave_ref:conv.h" >"$wdir/conv.h" 2>/dev/null &&
   git show "$wave_ref:conv_impl.h" >"$wdir/conv_impl.h" 2>/dev/null &&
   cp tests/bench/bench_unibuild.c "$wdir/tests/bench/" && cp tests/support/*.h "$wdir/tests/support/" &&
   ${CC:-gcc} -std=c99 -O2 -DNDEBUG -o build/bench_unibuild_wave "$wdir/tests/bench/bench_unibuild.c" \
     >"$DATA/build-bench_unibuild_wave.log" 2>&1 && [ -x build/bench_unibuild ]; then
  : >"$DATA/scopes-kv.txt"
  for run in "structured 100000 3" "structured 1000000 1" "random 10000 3"; do
    set -- $run
    if [ "$1 $2" = "structured 100000" ] || [ "$1 $2" = "structured 1000000" ]; then
      case " ${BENCH_SCOPES_SIZES:-100000 1000000} " in *" $2 "*) ;; *) continue ;; esac
    fi
    for which in wave scopes; do
      bin=build/bench_unibuild; [ $which = wave ] && bin=build/bench_unibuild_wave
      sized_run "$DATA/scopes-$which-$1-$2.out" "$DATA/scopes-kv.txt" "which=$which " \
        $bin --shape "$1" --blocks "$2" --reps "$3" --seed "${BENCH_UNIBUILD_SEED:-10}"
    done
  done
  awk '{ delete v; for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
         key = v["shape"] " " v["blocks"]
         if (v["which"] == "wave") { ms[key] = v["uni_ms"]; by[key] = v["uni_bytes"]; dg[key] = v["digest"]; next }
         if (!(key in ms)) next
         printf "  [scopes] %-10s %7d blocks: %.1f ms vs wave-only %.1f ms (%.2fx), %.1f MiB vs %.1f MiB (%.2fx); wave answers %s\n",
                v["shape"], v["blocks"], v["uni_ms"], ms[key], v["uni_ms"] / ms[key], v["uni_bytes"] / 1048576,
                by[key] / 1048576, v["uni_bytes"] / by[key], v["digest"] == dg[key] ? "identical" : "DIFFER" }' \
    "$DATA/scopes-kv.txt"
else
  echo "bench: the wave-only reference ($wave_ref) could not be built (no git history?): skipped"
  sed 's/^/    /' "$DATA/build-bench_unibuild_wave.log" 2>/dev/null | tail -n 5
fi

if [ $crashed -ne 0 ]; then
  echo "bench: build/bench failed or found a wrong answer for at least one size (see above)"
  exit 1
fi
exit 0
