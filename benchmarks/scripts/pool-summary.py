#!/usr/bin/env python3
"""Summary of a w11-pool-2 (or -3) run: Tempered / JDK ratios per configuration from jmh-*.json (each file holds
both pools' trials of one configuration; files ending -r<n> are repetitions), and the per-worker balance from
balance.jsonl. Reads that directory only.

One repetition: the ratio's range is over per-iteration pairs. Several: scores and ratio are medians over the
repetitions, and the range is the min-max of the per-repetition ratios (each taken within that repetition's pair
of forks)."""
import glob
import json
import os
import re
import statistics
import sys

d = sys.argv[1]
leg = re.sub(r"^\d{4}-\d{2}-\d{2}-", "", os.path.basename(os.path.normpath(d)))
per = {}  # key -> list of (jdk score, tempered score, per-iteration pair ratios)
for f in sorted(glob.glob(os.path.join(d, "jmh-*.json"))):
    by = {}
    try:
        data = json.load(open(f))
    except ValueError:
        print("pool-summary.py: skipping %s (not complete JSON)" % f, file=sys.stderr)
        continue
    for r in data:
        p = r["params"]
        key = (r["benchmark"].rsplit(".", 1)[1], int(p["workers"]), int(p["taskNanos"]))
        by.setdefault(key, {})[p["impl"]] = r["primaryMetric"]
    for key, m in by.items():
        if "jdk" in m and "tempered" in m:
            j, t = m["jdk"], m["tempered"]
            ji, ti = j["rawData"][0], t["rawData"][0]
            per.setdefault(key, []).append((j["score"], t["score"], [b / a for a, b in zip(ji, ti) if a > 0]))
reps = max((len(v) for v in per.values()), default=0)
rows = []
for key, v in per.items():
    if len(v) == 1:
        js, ts, pairs = v[0]
        rows.append((key, js, ts, ts / js, min(pairs), max(pairs), ""))
    else:
        ratios = [t / j for j, t, _ in v]
        rows.append((key, statistics.median(j for j, _, _ in v), statistics.median(t for _, t, _ in v),
                     statistics.median(ratios), min(ratios), max(ratios), ", ".join("%.2f" % x for x in ratios)))

order = {"oneSubmitter": 0, "forkJoinRecursive": 1, "unevenTasks": 2, "unevenNested": 3}
rows.sort(key=lambda r: (order.get(r[0][0], 9), r[0][1], r[0][2]))
multi = reps > 1
out = ["# %s: work-stealing pool queue against the JDK fixed pool" % leg, "",
       "Computed by benchmarks/scripts/pool-summary.py from the raw files in this directory only. Read with note.md: a "
       "2-vCPU machine shared with other builds, so these are directions, not figures to quote.", "",
       ("Throughput in tasks per microsecond (JMH score; in each of %d repetitions one fork per pool per "
        "configuration, the two forks back to back, their order alternating). Scores are medians over the "
        "repetitions. Ratio = Tempered / JDK taken within each repetition; shown as the median (min-max over the "
        "repetitions), then the per-repetition ratios in run order." % reps) if multi else
       ("Throughput in tasks per microsecond (JMH score, one fork per pool per configuration, the two forks back "
        "to back). Ratio = Tempered / JDK; the range is over the per-iteration pairs (iteration i of one fork "
        "against iteration i of the other)."), ""]
cur = None
for (wl, w, ns), js, ts, ratio, lo, hi, each in rows:
    if wl != cur:
        cur = wl
        out += ["", "## " + wl, "", "| workers | task ns | JDK | Tempered | Tempered / JDK (min-max) |"
                + (" per repetition |" if multi else ""),
                "| ---: | ---: | ---: | ---: | --- |" + (" --- |" if multi else "")]
    out.append("| %d | %d | %.3f | %.3f | %.2f (%.2f-%.2f) |" % (w, ns, js, ts, ratio, lo, hi)
               + (" %s |" % each if multi else ""))

bal = os.path.join(d, "balance.jsonl")
if os.path.exists(bal):
    out += ["", "## Per-worker balance (PoolBalance, base task 1000 ns; one run each)", "",
            "Per worker: tasks run in the measured window / busy % of the window (time inside tasks, from "
            "ThreadPoolExecutor's hooks) / thread CPU ms; for Tempered also steals and time inside take (its own "
            "counters). CPU ns per task is the whole process's CPU time over the tasks run: the figure a shared "
            "machine disturbs least (it includes the JIT compiler threads' CPU). Switches: the process's voluntary "
            "(blocking: mostly parks) / involuntary (preemptions) context switches per 1000 tasks.", "",
            "| workload | workers | pool | wall ns/task | CPU ns/task | switches/1k tasks | steals (all workers) | busy % min-max "
            "| per worker: tasks / busy % / CPU ms [/ steals / in-queue ms] |",
            "| --- | ---: | --- | ---: | ---: | ---: | ---: | --- | --- |"]
    for line in open(bal):
        if not line.startswith("{"):
            continue
        b = json.loads(line)
        ws = []
        for x in b["perWorker"]:
            s = "%d / %.0f%% / %.0f" % (x["tasks"], x["busyPct"], x["cpuMs"])
            if "steals" in x:
                s += " / %d / %.0f" % (x["steals"], x["inQueueMs"])
            ws.append(s)
        pw = b["perWorker"]
        steals = sum(x["steals"] for x in pw) if any("steals" in x for x in pw) else None
        busy = [x["busyPct"] for x in pw]
        sw = ("%.1f / %.1f" % (b["voluntarySwitchesPerKTask"], b["involuntarySwitchesPerKTask"])
              if "voluntarySwitchesPerKTask" in b else "-")
        out.append("| %s | %d | %s | %.0f | %.0f | %s | %s | %.0f-%.0f | %s |" % (
            b["workload"], b["workers"], b["impl"], b["wallNsPerTask"], b["processCpuNsPerTask"], sw,
            "-" if steals is None else "%d of %d tasks" % (steals, b["tasks"]), min(busy), max(busy),
            "; ".join(ws)))
print("\n".join(out))
