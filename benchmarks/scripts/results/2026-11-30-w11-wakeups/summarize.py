#!/usr/bin/env python3
"""Summarises raw.jsonl (lines: rep workers ns variant load1 PoolBalance-JSON) into medians per configuration.

usage: summarize.py [raw.jsonl [old new]]: the two Tempered variants to compare (default old new), besides jdk."""
import json, statistics, sys
from collections import defaultdict

OLD, NEW = (sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else ('old', 'new')
rows = defaultdict(list)
for line in open(sys.argv[1] if len(sys.argv) > 1 else 'raw.jsonl'):
    p = line.split(' ', 5)
    if len(p) < 6 or not p[5].startswith('{'):
        continue
    d = json.loads(p[5])
    rows[(int(p[1]), int(p[2]), p[3])].append((int(p[0]), float(p[4]), d))

def med(xs):
    return statistics.median(xs) if xs else float('nan')

print('| workers | task ns | variant | runs | vol. switches / 1k tasks | invol. / 1k | CPU ns / task | submitter CPU ns / task | wall ns / task |')
print('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (w, ns, v) in sorted(rows, key=lambda k: (k[0], k[1], ['jdk', OLD, NEW].index(k[2]) if k[2] in ('jdk', OLD, NEW) else 9)):
    r = rows[(w, ns, v)]
    def col(k):
        xs = [d[k] for _, _, d in r]
        return '%.1f (%.1f-%.1f)' % (med(xs), min(xs), max(xs)) if 'Switch' in k else '%.0f (%.0f-%.0f)' % (med(xs), min(xs), max(xs))
    print('| %d | %d | %s | %d | %s | %s | %s | %s | %s |' % (w, ns, v, len(r), col('voluntarySwitchesPerKTask'),
          col('involuntarySwitchesPerKTask'), col('processCpuNsPerTask'), col('submitterCpuNsPerTask'), col('wallNsPerTask')))

print()
print('Per repetition ratios (same repetition, adjacent runs), new = %s, old = %s: throughput = wall(old)/wall(new) and' % (NEW, OLD))
print('wall(jdk)/wall(new); switch and CPU ratios new/old.')
print()
print('| workers | task ns | thr new/old | thr new/JDK | thr old/JDK | vol. sw. new/old | CPU new/old | CPU new/JDK |')
print('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (w, ns) in sorted({(k[0], k[1]) for k in rows}):
    by = {v: {rep: d for rep, _, d in rows.get((w, ns, x), [])} for v, x in (('jdk', 'jdk'), ('old', OLD), ('new', NEW))}
    reps = sorted(set(by['jdk']) & set(by['old']) & set(by['new']))
    def ratios(f):
        xs = [f(rep) for rep in reps]
        return '%.2f (%.2f-%.2f)' % (med(xs), min(xs), max(xs)) if xs else '-'
    print('| %d | %d | %s | %s | %s | %s | %s | %s |' % (w, ns,
          ratios(lambda i: by['old'][i]['wallNsPerTask'] / by['new'][i]['wallNsPerTask']),
          ratios(lambda i: by['jdk'][i]['wallNsPerTask'] / by['new'][i]['wallNsPerTask']),
          ratios(lambda i: by['jdk'][i]['wallNsPerTask'] / by['old'][i]['wallNsPerTask']),
          ratios(lambda i: by['new'][i]['voluntarySwitchesPerKTask'] / max(0.01, by['old'][i]['voluntarySwitchesPerKTask'])),
          ratios(lambda i: by['new'][i]['processCpuNsPerTask'] / by['old'][i]['processCpuNsPerTask']),
          ratios(lambda i: by['new'][i]['processCpuNsPerTask'] / by['jdk'][i]['processCpuNsPerTask'])))
