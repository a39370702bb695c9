#!/usr/bin/env python3
"""Per JMH result file: each subject's per-fork score (mean of its measurement iterations), the ratio of the subjects'
medians over forks to the reference's, with a bootstrap 90% interval over forks (10,000 resamples, fixed seed).
usage: forks.py REFERENCE FILE.json ..."""
import json, random, statistics as st, sys
ref = sys.argv[1]
rng = random.Random(1)
for path in sys.argv[2:]:
    forks = {}
    for r in json.load(open(path)):
        s = r['params']['subject']
        forks[s] = [st.mean(f) for f in r['primaryMetric']['rawData']]
    print(path)
    for s, v in forks.items():
        line = f'  {s:22} forks {len(v):2}  median {st.median(v):6.1f}  per fork {sorted(round(x) for x in v)}'
        if s != ref and ref in forks:
            b = sorted(st.median(rng.choices(v, k=len(v))) / st.median(rng.choices(forks[ref], k=len(forks[ref])))
                       for _ in range(10000))
            line += f'\n  {"":22} / {ref}: {st.median(v) / st.median(forks[ref]):.2f}  90% {b[500]:.2f}-{b[9499]:.2f}'
        print(line)
