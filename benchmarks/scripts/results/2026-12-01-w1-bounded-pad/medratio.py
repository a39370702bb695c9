#!/usr/bin/env python3
"""Per build: each subject's median rate over JVMs (elements/us, each JVM's median over its rounds), and ratios of
those medians with a bootstrap 90% interval over JVMs (10,000 resamples, fixed seed). A ratio of medians over JVMs,
not a median of per-JVM ratios: each subject's JIT settles per JVM into one of a few modes, independently of the
others, and a per-JVM ratio mixes two subjects' modes. usage: medratio.py FOLDER NUM/DEN ..."""
import glob, os, random, re, statistics as st, sys
folder = sys.argv[1]
runs = {}
for f in sorted(glob.glob(os.path.join(folder, '*.txt'))):
    build = re.sub(r'-\d+$', '', os.path.basename(f)[:-4])
    rates = {}
    for line in open(f):
        m = re.match(r'^(\S+), elements per us\s+median\s+([\d.]+)', line)
        if m:
            rates[m.group(1)] = float(m.group(2))
    if rates:
        runs.setdefault(build, []).append(rates)
rng = random.Random(1)
for build, jvms in sorted(runs.items()):
    for pair in sys.argv[2:]:
        num, den = pair.split('/')
        js = [j for j in jvms if num in j and den in j]
        if not js:
            continue
        est = st.median(j[num] for j in js) / st.median(j[den] for j in js)
        boot = []
        for _ in range(10000):
            s = rng.choices(js, k=len(js))
            boot.append(st.median(j[num] for j in s) / st.median(j[den] for j in s))
        boot.sort()
        print(f'{build:4} {pair:40} {len(js)} JVMs  {est:.2f}  90% {boot[500]:.2f}-{boot[9499]:.2f}   '
              f'({st.median(j[num] for j in js):.0f} / {st.median(j[den] for j in js):.0f} per us)')
