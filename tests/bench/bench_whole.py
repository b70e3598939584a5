#!/usr/bin/python3
"""Whole-process speed and memory of `conv uniformity --json` beside opt-19
(issue 14, part 4): the last section of `make bench` (tests/bench/bench.sh), also
runnable alone:

    /usr/bin/python3 tests/bench/bench_whole.py [--data build/bench-data] [--reps 10]

Both commands run as whole processes on the same file, side by side in the
same run (conv, then opt-19, input by input):

    build/conv uniformity --json FILE            (output to /dev/null)
    opt-19 -passes='require<uniformity>' -disable-output FILE

Each is started with posix_spawn (no shell, no wrapper, no copy of this
Python process) and reaped with wait4, which gives the exit status and the
child's own rusage (peak resident size, CPU time) at once. The clock runs
from just before the spawn to wait4's return, with no polling: a
subprocess.run(timeout=...) polls with growing sleeps, which rounds a 20 ms
process up to about 31 ms. A run that passes its time limit is killed
from a timer thread and reported as a lower bound.

Targets, each judged PASS or MISS:
  chain 4000   4,000 divergent branches to one exit   conv >= 100x faster
  nest 4000    4,000 nested loops, divergent exits     conv >= 100x faster
  cfg 100000   random kernel of 10^5 blocks            conv >= 50x faster
  cfg 1000000  random kernel of 10^6 blocks            conv's peak resident
                                                       size <= 3x the text
Times are the best (minimum) of --reps runs of conv (one run once a run
has taken over 1 s) and --opt-reps runs of opt-19 (one run once a run has
taken over 10 s); the ratio is opt's best over conv's best. The machine may be shared: the minimum filters most of
other work out, the CPU columns (user + system time of the child) show it.
"""

import argparse
import os
import resource
import shutil
import signal
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (key, label, generator, time target or None, rss target or None)
INPUTS = [
    ("chain-4000", "chain 4000", ("uni", "chain", 4000), 100.0, None),
    ("nest-4000", "nest 4000", ("uni", "nest", 4000), 100.0, None),
    ("cfg-100000", "cfg 100000", ("cfg", None, 100000), 50.0, None),
    ("cfg-1000000", "cfg 1000000", ("cfg", None, 1000000), None, 3.0),
]


def build_tools():
    """build/conv, build/bench and build/bench_uniformity (the generators),
    built as tests/bench/bench.sh builds them."""
    subprocess.run(["make", "--no-print-directory", "build/conv", "build/bench"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    tool = os.path.join(ROOT, "build", "bench_uniformity")
    src = os.path.join(ROOT, "tests", "bench", "bench_uniformity.c")
    if not os.path.exists(tool) or os.path.getmtime(src) > os.path.getmtime(tool):
        subprocess.run([os.environ.get("CC", "gcc"), "-std=c99", "-O2", "-DNDEBUG", "-o", tool, src], cwd=ROOT,
                       check=True)


def ensure_input(data, gen, seed):
    """The input file (generated and cached as tests/bench/bench.sh does)."""
    kind, shape, n = gen
    if kind == "cfg":
        path = os.path.join(data, "cfg-%d-s%s.ll" % (n, seed))
        src, cmd = "tests/bench/bench.c", ["build/bench", "--emit", str(n), path, "--seed", str(seed)]
    else:
        path = os.path.join(data, "uni-%s-%d.ll" % (shape, n))
        src, cmd = "tests/bench/bench_uniformity.c", ["build/bench_uniformity", "--emit", shape, str(n), path]
    stale = not os.path.exists(path) or os.path.getmtime(os.path.join(ROOT, src)) > os.path.getmtime(path)
    if stale:
        subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return path


def run_once(cmd, limit_s):
    """(wall ms, maxrss KB, cpu ms, status) of one run; status is "ok",
    "timeout" or "fail N"."""
    exe = shutil.which(cmd[0]) or cmd[0]
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        t0 = time.perf_counter()
        pid = os.posix_spawn(exe, cmd, os.environ,
                             file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    finally:
        os.close(devnull)
    killed = []

    def kill():
        killed.append(True)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    timer = threading.Timer(limit_s, kill)
    timer.start()
    _, status, ru = os.wait4(pid, 0)
    wall = (time.perf_counter() - t0) * 1e3
    timer.cancel()
    cpu = (ru.ru_utime + ru.ru_stime) * 1e3
    if killed:
        return wall, ru.ru_maxrss, cpu, "timeout"
    code = os.waitstatus_to_exitcode(status)
    return wall, ru.ru_maxrss, cpu, "ok" if code == 0 else "fail %d" % code


def best_of(cmd, reps, limit_s, long_s):
    """The fastest of up to reps runs (one run once a run takes long_s)."""
    best = None
    for _ in range(reps):
        r = run_once(cmd, limit_s)
        if r[3] != "ok":
            return r
        if best is None or r[0] < best[0]:
            best = (r[0], max(r[1], best[1] if best else 0), r[2], r[3])
        else:
            best = (best[0], max(best[1], r[1]), best[2], best[3])
        if r[0] > long_s * 1e3:
            break
    return best


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=os.path.join(ROOT, "build", "bench-data"))
    ap.add_argument("--conv", default=os.path.join(ROOT, "build", "conv"))
    ap.add_argument("--opt", default=os.environ.get("OPT", "opt-19"))
    ap.add_argument("--seed", default=os.environ.get("BENCH_SEED", "1"))
    ap.add_argument("--reps", type=int, default=int(os.environ.get("BENCH_WHOLE_REPS", "10")))
    ap.add_argument("--opt-reps", type=int, default=int(os.environ.get("BENCH_WHOLE_OPT_REPS", "3")))
    ap.add_argument("--opt-timeout", type=float, default=float(os.environ.get("OPT_TIMEOUT", "60")))
    ap.add_argument("--only", nargs="*", help="input keys (chain-4000 nest-4000 cfg-100000 cfg-1000000)")
    args = ap.parse_args(argv)
    os.makedirs(args.data, exist_ok=True)
    have_opt = shutil.which(args.opt) is not None
    build_tools()
    # opt-19 needs over 22 GB for the 10^6-block CFG: every child inherits
    # the same address-space cap (OPT_MEM_MB), as in tests/bench/bench.sh
    cap = int(os.environ.get("OPT_MEM_MB", "8192")) * 1048576
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    print("whole processes (issue 14): %s uniformity --json FILE >/dev/null  vs  %s -passes='require<uniformity>' "
          "-disable-output FILE" % (os.path.relpath(args.conv, ROOT), args.opt))
    print("(posix_spawn + wait4, wall ms from spawn to exit; best of %d conv runs and %d opt-19 runs, one run once a"
          % (args.reps, args.opt_reps))
    print(" run takes over 10 s; rss = the child's peak resident size from wait4; cpu = its user + system time)")
    hdr = "%-12s %9s | %9s %9s %8s | %11s %9s | %8s %8s" % (
        "input", "text MB", "conv ms", "conv cpu", "rss MB", "opt-19 ms", "opt cpu", "x", "rss/text")
    print(hdr)
    print("-" * len(hdr))
    verdicts = []
    for key, label, gen, x_target, rss_target in INPUTS:
        if args.only and key not in args.only:
            continue
        path = ensure_input(args.data, gen, args.seed)
        size_mb = os.path.getsize(path) / 1048576.0
        conv = best_of([args.conv, "uniformity", "--json", path], args.reps, 600, 1)
        opt = None
        if have_opt and x_target is not None:
            opt = best_of([args.opt, "-passes=require<uniformity>", "-disable-output", path], args.opt_reps,
                          args.opt_timeout, 10)
        ratio, ratio_text = None, "n/a"
        if conv[3] == "ok" and opt is not None:
            if opt[3] == "ok":
                ratio = opt[0] / conv[0]
                ratio_text = "%.1f" % ratio
            elif opt[3] == "timeout":
                ratio = args.opt_timeout * 1e3 / conv[0]
                ratio_text = ">%.0f" % ratio
        rss_ratio = conv[1] / 1024.0 / size_mb if conv[3] == "ok" else None
        opt_ms = "n/a" if opt is None else ("%.1f" % opt[0] if opt[3] == "ok" else
                                           ">%gs" % args.opt_timeout if opt[3] == "timeout" else opt[3])
        print("%-12s %9.1f | %9s %9s %8s | %11s %9s | %8s %8s" % (
            label, size_mb, "%.1f" % conv[0] if conv[3] == "ok" else conv[3],
            "%.1f" % conv[2] if conv[3] == "ok" else "", "%.1f" % (conv[1] / 1024.0) if conv[3] == "ok" else "",
            opt_ms, "%.1f" % opt[2] if opt is not None and opt[3] == "ok" else "",
            ratio_text, "%.2f" % rss_ratio if rss_ratio is not None else "n/a"))
        if x_target is not None:
            if ratio is None:
                v = "NOT MEASURED"
            else:
                v = "PASS" if ratio >= x_target else "MISS"
            verdicts.append("  %-12s >= %gx faster than opt-19: %s -> %s" % (label, x_target, ratio_text + "x", v))
        if rss_target is not None:
            v = "NOT MEASURED" if rss_ratio is None else ("PASS" if rss_ratio <= rss_target else "MISS")
            verdicts.append("  %-12s peak resident size <= %gx the text: %.1f MB for %.1f MB = %sx -> %s" % (
                label, rss_target, conv[1] / 1024.0, size_mb,
                "%.2f" % rss_ratio if rss_ratio is not None else "n/a", v))
        sys.stdout.flush()
    print()
    print("whole-process targets (issue 14):")
    for v in verdicts:
        print(v)
    return 0


if __name__ == "__main__":
    sys.exit(main())
