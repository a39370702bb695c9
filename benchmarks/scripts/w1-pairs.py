#!/usr/bin/env python3
"""Reads a folder of InterleavedHandover runs (scripts/w1-interleaved.sh: one jvm-N.txt per JVM). Per pair: the median
over JVMs of each JVM's "pair NUM / DEN" median (a ratio taken within each round), with a bootstrap 90% interval
(10,000 resamples of JVMs, seed 1). Then the same over the JVMs where neither side ran in the slow hand-over mode: a
subject whose median rate is below half the median of all subjects' rates in its JVM (on two vCPUs a variant now and
then settles for a whole JVM at about a third of its rate, JCTools included); and how many JVMs each side lost to it.
usage: w1-pairs.py DIR"""
import glob, os, random, re, statistics as st, sys
from pairstats import interval

def read(path):
    """One JVM: its pairs' medians, each subject's median rate, and the slow-mode threshold (half their median)."""
    pairs, rates = {}, {}
    for line in open(path):
        m = re.match(r'^pair (\S+) / (\S+)\s+median\s+([\d.]+)', line)
        if m:
            pairs[(m.group(1), m.group(2))] = float(m.group(3))
        m = re.match(r'^(\S+), elements per us\s+median\s+([\d.]+)', line)
        if m:
            rates[m.group(1)] = float(m.group(2))
    return pairs, rates, st.median(rates.values()) / 2 if rates else 0.0

folder = sys.argv[1]
jvms = [read(p) for p in sorted(glob.glob(os.path.join(folder, 'jvm-*.txt')))]
jvms = [j for j in jvms if j[0] and j[1]]  # a JVM that failed or was cut prints no figures
if not jvms:
    sys.exit(f'{folder}: no JVM with pair lines')
names = sorted({p for j in jvms for p in j[0]})
rng = random.Random(1)
print(f'{folder}: {len(jvms)} JVMs')
for num, den in names:
    v = [j[0][(num, den)] for j in jvms if (num, den) in j[0]]
    lo, hi = interval(v, rng)
    fast, slow_num, slow_den = [], 0, 0
    for pairs, rates, half in jvms:
        if (num, den) not in pairs:
            continue
        sn, sd = rates[num] < half, rates[den] < half
        slow_num += sn
        slow_den += sd
        if not sn and not sd:
            fast.append(pairs[(num, den)])
    flo, fhi = interval(fast, rng) if fast else (float('nan'), float('nan'))
    print(f'{num + " / " + den:40} all {len(v):3} JVMs {st.median(v):.2f} (90% {lo:.2f}-{hi:.2f})   '
          f'both fast {len(fast):3} JVMs {st.median(fast) if fast else float("nan"):.2f} ({flo:.2f}-{fhi:.2f})   '
          f'slow: num {slow_num}, den {slow_den}')
