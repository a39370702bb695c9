#!/usr/bin/env python3
"""Per-fork scores of jmh.sh's JSON files: for each build and subject, every fork's mean and their median."""
import glob, json, os, statistics, sys

d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../results/2026-11-30-ring-cores')
forks = {}
for f in sorted(glob.glob(os.path.join(d, "*-*.json"))):
    build = os.path.basename(f).split("-")[0]
    for r in json.load(open(f)):
        subject = r["params"]["subject"]
        for fork in r["primaryMetric"]["rawData"]:
            forks.setdefault((build, subject), []).append(statistics.mean(fork))
print("| build | subject | forks (ops/us) | median |")
print("| --- | --- | --- | ---: |")
for (build, subject), v in sorted(forks.items()):
    print(f"| {build} | {subject} | {', '.join(f'{x:.1f}' for x in v)} | {statistics.median(v):.1f} |")
for build in sorted({b for b, _ in forks}):
    for ours, theirs in (("T-ABQ:1024:off", "JCT-SpscArray:1024"), ("T-LBQ:off", "JCT-SpscUnbounded")):
        if (build, ours) in forks and (build, theirs) in forks:
            r = statistics.median(forks[(build, ours)]) / statistics.median(forks[(build, theirs)])
            print(f"\n{build}: {ours} / {theirs} = {r:.2f}", end="")
print()
