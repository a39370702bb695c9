#!/usr/bin/env python3
"""Per build and ratio: the per-JVM medians (InterleavedHandover's 'X / first' lines), their median over JVMs and a
bootstrap 90% interval of that median (10,000 resamples of the JVMs, fixed seed)."""
import glob, os, random, re, statistics as st, sys

def collect(d):
    out = {}
    for f in sorted(glob.glob(os.path.join(d, '*.txt'))):
        build = re.sub(r'-\d+$', '', os.path.basename(f)[:-4])
        for line in open(f):
            m = re.match(r'^(\S+ / \S+)\s+median\s+([\d.]+)', line)
            if m:
                out.setdefault(build, {}).setdefault(m.group(1), []).append(float(m.group(2)))
    return out

def interval(v, rng):
    meds = sorted(st.median(rng.choices(v, k=len(v))) for _ in range(10000))
    return meds[500], meds[9499]

rng = random.Random(1)
for d in sys.argv[1:]:
    print(d)
    for build, ratios in sorted(collect(d).items()):
        for name, v in ratios.items():
            lo, hi = interval(v, rng)
            print(f'  {build:10} {name:44} median of {len(v)} JVMs {st.median(v):.2f}  90% interval {lo:.2f}-{hi:.2f}'
                  f'  JVMs {" ".join(f"{x:.2f}" for x in v)}')
