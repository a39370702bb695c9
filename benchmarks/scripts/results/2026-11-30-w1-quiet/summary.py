#!/usr/bin/env python3
"""Per-subject medians and per-round ratios of a run.sh log (one fork per subject per round)."""
import re, statistics as st, sys

def summary(log, base='JCT-SpscArray:1024'):
    rounds = {}
    for line in open(log):
        m = re.match(r'^(\d+) (\S+) ([\d.]+) ', line)
        if m:
            rounds.setdefault(m.group(1), {})[m.group(2)] = float(m.group(3))
    subjects = sorted({s for r in rounds.values() for s in r})
    print(f'{log}: {len(rounds)} rounds')
    for s in subjects:
        v = [r[s] for r in rounds.values() if s in r]
        print(f'  {s:22} median {st.median(v):6.1f}  range {min(v):6.1f}-{max(v):6.1f}  forks {len(v)}')
    pairs = [('TQ-ABQ:1024:off', base), ('T-ABQ:1024:off', base), ('TQ-ABQ:1024:off', 'T-ABQ:1024:off'),
             ('TQ-ABQ:1024:throw', 'TQ-ABQ:1024:off'), ('T-ABQ:1024:throw', 'T-ABQ:1024:off')]
    for a, b in pairs:
        rs = sorted(r[a] / r[b] for r in rounds.values() if a in r and b in r)
        if rs:
            print(f'  {a} / {b}: median of rounds {st.median(rs):.2f} ({rs[0]:.2f}-{rs[-1]:.2f}), '
                  f'ratio of medians {st.median([r[a] for r in rounds.values()]) / st.median([r[b] for r in rounds.values()]):.2f}')

for log in sys.argv[1:]:
    summary(log)
