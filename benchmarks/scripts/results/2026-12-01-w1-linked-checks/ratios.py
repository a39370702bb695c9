#!/usr/bin/env python3
"""Per folder and build: each pair's ratio per JVM, from InterleavedHandover's 'X / first' median lines (a ratio of
two subjects against the same first subject is the ratio of their medians against it: an approximation when neither
is the first), then the median over JVMs and a bootstrap 90% interval (10,000 resamples, fixed seed).
usage: ratios.py FOLDER NUM/DEN ..."""
import glob, os, random, re, statistics as st, sys

def per_jvm(folder):
    out = {}
    for f in sorted(glob.glob(os.path.join(folder, '*.txt'))):
        build = re.sub(r'-\d+$', '', os.path.basename(f)[:-4])
        first, vs = None, {}
        for line in open(f):
            m = re.match(r'^(\S+) / (\S+)\s+median\s+([\d.]+)', line)
            if m:
                first = m.group(2)
                vs[m.group(1)] = float(m.group(3))
        if first:
            vs[first] = 1.0
            out.setdefault(build, []).append(vs)
    return out

rng = random.Random(1)
folder = sys.argv[1]
for build, jvms in sorted(per_jvm(folder).items()):
    for pair in sys.argv[2:]:
        num, den = pair.split('/')
        v = [j[num] / j[den] for j in jvms if num in j and den in j]
        if not v:
            continue
        meds = sorted(st.median(rng.choices(v, k=len(v))) for _ in range(10000))
        print(f'{folder:7} {build:4} {pair:40} median of {len(v)} JVMs {st.median(v):.2f}  90% {meds[500]:.2f}-{meds[9499]:.2f}')
