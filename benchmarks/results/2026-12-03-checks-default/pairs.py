#!/usr/bin/env python3
"""Reads programs.jsonl: per workload, each pair's ratio checks=throw / checks=off of the timed elements/s, taken
within the pair; prints every ratio, their median and min-max, and whether every run passed (rc 0, the agent applied
the site, one stdout per workload)."""
import json
import statistics
import sys

rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
bad = [r for r in rows if r["rc"] != 0 or r["result"] is None or not r["applied"]]
for r in bad:
    print("failed run:", r)
for (q, kind) in sorted({(r["queue"], r["kind"]) for r in rows}):
    rs = [r for r in rows if r["queue"] == q and r["kind"] == kind and r["result"] is not None]
    md5 = {r["stdout_md5"] for r in rs}
    rate = {}
    for r in rs:
        res = r["result"]
        value = res.get("elementsPerSecond", res.get("elements_per_s", res.get("rate")))
        rate[(r["pair"], r["checks"])] = value
    ratios = []
    for p in sorted({r["pair"] for r in rs}):
        if (p, "throw") in rate and (p, "off") in rate:
            ratios.append(rate[(p, "throw")] / rate[(p, "off")])
    loads = [float(r["load1_before"]) for r in rs]
    print("%s %s: %d pairs, throw/off per pair %s; median %.3f (min %.3f, max %.3f); outputs %s; load1 %.1f-%.1f"
          % (q, kind, len(ratios), " ".join("%.3f" % x for x in ratios), statistics.median(ratios), min(ratios),
             max(ratios), "identical" if len(md5) == 1 else "DIFFER", min(loads), max(loads)))
print("%d runs, %d failed" % (len(rows), len(bad)))
sys.exit(1 if bad else 0)
