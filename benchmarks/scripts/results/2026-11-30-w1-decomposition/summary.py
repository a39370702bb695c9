#!/usr/bin/env python3
"""Medians and per-round ratios over JCTools of run.sh's logs (lines: round jar subject score ...)."""
import re, statistics as st, sys

for f in sys.argv[1:]:
    by, rnd = {}, {}
    for line in open(f):
        r = line.split()
        if re.match(r'^\d+$', r[0] if r else ''):
            k = r[1] + ' ' + r[2]
            by.setdefault(k, []).append(float(r[3]))
            rnd.setdefault(r[0], {})[k] = float(r[3])
    print(f)
    for k, v in by.items():
        print(' ', k, 'median', round(st.median(v), 1), 'range', min(v), max(v))
    j = 'diag-base JCT-SpscArray:1024'
    for k in by:
        if k != j:
            rs = [rnd[i][k] / rnd[i][j] for i in rnd]
            print('  per round', k, '/ JCT: median', round(st.median(rs), 2), 'range', round(min(rs), 2), round(max(rs), 2))
