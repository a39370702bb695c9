import re, sys, statistics as st, random
"""Hodges-Lehmann ratio (median of all pairwise fork ratios) per subject against a base, with a bootstrap 90% interval."""
log, base = sys.argv[1], sys.argv[2]
v = {}
for line in open(log):
    m = re.match(r'^(\d+) (\S+) ([\d.]+) ', line)
    if m: v.setdefault(m.group(2), []).append(float(m.group(3)))
rng = random.Random(1)
def hl(a, b): return st.median([x / y for x in a for y in b])
for s, a in sorted(v.items()):
    if s == base: continue
    b = v[base]
    boots = sorted(hl(rng.choices(a, k=len(a)), rng.choices(b, k=len(b))) for _ in range(2000))
    print(f'{s:28} / {base}: HL {hl(a, b):.2f}  90% interval {boots[100]:.2f}-{boots[1899]:.2f}  forks {len(a)} vs {len(b)}')
