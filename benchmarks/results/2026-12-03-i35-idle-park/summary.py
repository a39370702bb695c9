#!/usr/bin/env python3
"""Ratios new/base within each round, per program: median and min-max, with the load seen."""
import json, statistics, sys
from collections import defaultdict
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
by = defaultdict(dict)
loads = []
for r in rows:
    if r["result"] is None:
        print("failed run:", r); continue
    by[(r["program"], r["round"])][r["variant"]] = r["result"]["elements_per_s"]
    loads.append(float(r["load1"]))
progs = sorted({p for p, _ in by})
for p in progs:
    ratios = [v["new"] / v["base"] for (q, _), v in sorted(by.items()) if q == p and "new" in v and "base" in v]
    base = [v["base"] for (q, _), v in by.items() if q == p and "base" in v]
    new = [v["new"] for (q, _), v in by.items() if q == p and "new" in v]
    print("%-22s pairs %2d  new/base median %.3f (min %.3f, max %.3f)  base median %.1f M/s, new median %.1f M/s"
          % (p, len(ratios), statistics.median(ratios), min(ratios), max(ratios),
             statistics.median(base) / 1e6, statistics.median(new) / 1e6))
print("load1 over the runs: %.1f-%.1f (median %.1f) on %s CPUs" % (min(loads), max(loads), statistics.median(loads),
      __import__("os").cpu_count()))
