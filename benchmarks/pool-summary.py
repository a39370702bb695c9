#!/usr/bin/env python3
"""Summary of a w11-pool-2 run: Tempered / JDK ratios per configuration from jmh-*.json (each file holds both
pools' trials of one configuration), and the per-worker balance from balance.jsonl. Reads that directory only."""
import glob
import json
import os
import sys

d = sys.argv[1]
rows = []
for f in sorted(glob.glob(os.path.join(d, "jmh-*.json"))):
    by = {}
    for r in json.load(open(f)):
        p = r["params"]
        key = (r["benchmark"].rsplit(".", 1)[1], int(p["workers"]), int(p["taskNanos"]))
        by.setdefault(key, {})[p["impl"]] = r["primaryMetric"]
    for key, m in by.items():
        if "jdk" in m and "tempered" in m:
            j, t = m["jdk"], m["tempered"]
            ji, ti = j["rawData"][0], t["rawData"][0]
            pairs = [b / a for a, b in zip(ji, ti) if a > 0]
            rows.append((key, j["score"], t["score"], t["score"] / j["score"], min(pairs), max(pairs)))

order = {"oneSubmitter": 0, "forkJoinRecursive": 1, "unevenTasks": 2}
rows.sort(key=lambda r: (order.get(r[0][0], 9), r[0][1], r[0][2]))
out = ["# w11-pool-2: work-stealing pool queue against the JDK fixed pool", "",
       "Computed by benchmarks/pool-summary.py from the raw files in this directory only. Read with note.md: a "
       "2-vCPU machine shared with other builds, so these are directions, not figures to quote.", "",
       "Throughput in tasks per microsecond (JMH score, one fork per pool per configuration, the two forks back to "
       "back). Ratio = Tempered / JDK; the range is over the per-iteration pairs (iteration i of one fork against "
       "iteration i of the other).", ""]
cur = None
for (wl, w, ns), js, ts, ratio, lo, hi in rows:
    if wl != cur:
        cur = wl
        out += ["", "## " + wl, "", "| workers | task ns | JDK | Tempered | Tempered / JDK (min-max) |",
                "| ---: | ---: | ---: | ---: | --- |"]
    out.append("| %d | %d | %.3f | %.3f | %.2f (%.2f-%.2f) |" % (w, ns, js, ts, ratio, lo, hi))

bal = os.path.join(d, "balance.jsonl")
if os.path.exists(bal):
    out += ["", "## Per-worker balance (PoolBalance, tasks of 1000 ns; one run each)", "",
            "Per worker: tasks run in the measured window / busy % of the window (time inside tasks, from "
            "ThreadPoolExecutor's hooks) / thread CPU ms; for Tempered also steals and time inside take (its own "
            "counters). CPU ns per task is the whole process's CPU time over the tasks run: the figure a shared "
            "machine disturbs least.", "",
            "| workload | workers | pool | wall ns/task | CPU ns/task | per worker: tasks / busy % / CPU ms [/ steals / in-queue ms] |",
            "| --- | ---: | --- | ---: | ---: | --- |"]
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
        out.append("| %s | %d | %s | %.0f | %.0f | %s |" % (b["workload"], b["workers"], b["impl"],
                                                             b["wallNsPerTask"], b["processCpuNsPerTask"],
                                                             "; ".join(ws)))
print("\n".join(out))
