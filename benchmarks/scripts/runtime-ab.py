#!/usr/bin/env python3
"""Summarizes runtime-ab.sh's runs.jsonl: per workload, the ratio B/A and A/B0, B/B0 taken within each pair, their
median and min-max, into summary.md beside it. A run that failed (rc != 0 or no result) is listed and its pair
dropped for that workload."""
import json, statistics, sys, os

out = sys.argv[1]
runs = [json.loads(l) for l in open(os.path.join(out, "runs.jsonl")) if l.strip()]
by = {}
failed = []
for r in runs:
    if r["rc"] != 0 or not r["result"]:
        failed.append(r)
        continue
    key = (r["program"].replace("Tempered", ""), r["kind"])
    by.setdefault(key, {}).setdefault(r["pair"], {})[r["variant"]] = r["result"]["elements_per_s"]

def fmt(xs):
    return "%.3f (%.3f-%.3f, n=%d)" % (statistics.median(xs), min(xs), max(xs), len(xs)) if xs else "-"

lines = ["# runtime A/B summary", "",
         "Ratios of elements/s taken within each pair; median (min-max, pairs).", "",
         "| workload | B / A | A / B0 | B / B0 | A median M el/s | B median M el/s |", "|---|---|---|---|---|---|"]
for (prog, kind), pairs in sorted(by.items()):
    full = [v for v in pairs.values() if {"A", "B", "B0"} <= v.keys()]
    ba = [v["B"] / v["A"] for v in full]
    a0 = [v["A"] / v["B0"] for v in full]
    b0 = [v["B"] / v["B0"] for v in full]
    am = statistics.median([v["A"] for v in full]) / 1e6 if full else 0
    bm = statistics.median([v["B"] for v in full]) / 1e6 if full else 0
    lines.append("| %s %s | %s | %s | %s | %.1f | %.1f |" % (prog, kind, fmt(ba), fmt(a0), fmt(b0), am, bm))
lines.append("")
lines.append("Failed runs: %d" % len(failed) + "".join("\n- pair %(pair)s %(program)s %(kind)s %(variant)s rc=%(rc)s" % r for r in failed))
open(os.path.join(out, "summary.md"), "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
