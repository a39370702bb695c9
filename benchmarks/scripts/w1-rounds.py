#!/usr/bin/env python3
"""W1's rotating one-fork JMH runs (w1-rotating.sh: one ROUND-LABEL.json per fork): each item's per-fork score (the
mean of its measurement iterations), and the ratio of each item's median over forks to the reference's median, with a
bootstrap 90% interval over rounds (10,000 resamples of whole rounds, fixed seed) and the median of the per-round
ratios. A ratio of medians rather than a median of per-round ratios: on two vCPUs each fork settles in one of a few
regimes, each subject on its own, and a per-round ratio mixes two forks' regimes.
usage: w1-rounds.py REFERENCE DIR (an item built from another jar is named JAR@SUBJECT, JAR its file name less .jar;
one run with JVM options of its own SUBJECT#ARGS, as w1-rotating.sh names it)"""
import glob, json, os, random, re, statistics as st, sys
from pairstats import interval
ref, folder = sys.argv[1], sys.argv[2]
rounds = {}
for path in glob.glob(os.path.join(folder, '*.json')):
    m = re.match(r'(\d+)-(.+)\.json$', os.path.basename(path))
    if os.path.getsize(path) == 0:
        continue  # a fork still running, or one that failed before writing its result
    for r in json.load(open(path)):
        label = r['params']['subject']
        if '@' in m.group(2):  # inter3.sh's JAR@SUBJECT items: the build is part of the label
            label = m.group(2).split('@')[0] + '@' + label
        if '#' in m.group(2):  # SUBJECT#ARGS items: the fork's own JVM options are part of it too
            label += '#' + m.group(2).split('#', 1)[1]
        rounds.setdefault(int(m.group(1)), {})[label] = st.mean(r['primaryMetric']['rawData'][0])
subjects = sorted({s for r in rounds.values() for s in r})
rng = random.Random(1)
for s in subjects:
    v = [r[s] for r in rounds.values() if s in r]
    print(f'{s:22} forks {len(v):2}  median {st.median(v):6.1f}  min-max {min(v):.0f}-{max(v):.0f}')
for s in subjects:
    if s == ref:
        continue
    both = [r for r in rounds.values() if s in r and ref in r]
    if not both:
        continue  # pooled sets: an item no round shares with the reference has no ratio to it
    est = st.median(r[s] for r in both) / st.median(r[ref] for r in both)
    lo, hi = interval(both, rng, stat=lambda pick: st.median(r[s] for r in pick) / st.median(r[ref] for r in pick))
    per_round = st.median(r[s] / r[ref] for r in both)
    print(f'{s} / {ref}: {est:.2f}  90% {lo:.2f}-{hi:.2f}  ({len(both)} rounds; '
          f'median of per-round ratios {per_round:.2f})')
