#!/usr/bin/env python3
"""HandoverOneThreadBenchmark json files (one or more passes of JMH forks) read as one set: each subject's per-fork
score (the mean of its measurement iterations), its median over forks, and each ring's checks throw / off ratio of
medians. One thread owns both sides, so the ratio is the checks' cost on the bare per-element path, with no hand-over.
usage: w1-onethread.py FILE.json [FILE.json ...]"""
import json, statistics as st, sys
forks = {}
for path in sys.argv[1:]:
    for r in json.load(open(path)):
        forks.setdefault(r['params']['subject'], []).extend(st.mean(f) for f in r['primaryMetric']['rawData'])
for s, v in forks.items():
    print(f'{s:20} forks {len(v)}  median {st.median(v):5.0f}  forks: ' + ' '.join(f'{x:.0f}' for x in v))
for s in forks:
    if s.endswith(':throw') and s[:-len('throw')] + 'off' in forks:
        off = s[:-len('throw')] + 'off'
        print(f'{s} / {off}: {st.median(forks[s]) / st.median(forks[off]):.2f}')
