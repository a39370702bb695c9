"""Summarises this folder: W1 per-subject fork scores and Hodges-Lehmann ratios (median of all pairwise fork ratios,
bootstrap 90% interval); W9 and W11 scores per configuration (one JMH run each, so no interval)."""
import json, random, statistics as st, collections
w1 = collections.defaultdict(list)
for line in open('w1.jsonl'):
    r = json.loads(line); w1[r['subject']].append(r['jmh'][0]['primaryMetric']['score'])
rng = random.Random(1)
def hl(a, b): return st.median([x / y for x in a for y in b])
def ratio(a, b):
    boots = sorted(hl(rng.choices(a, k=len(a)), rng.choices(b, k=len(b))) for _ in range(2000))
    return f'{hl(a, b):.2f} ({boots[100]:.2f}-{boots[1899]:.2f})'
print('## W1 HandoverSpinBenchmark, ops/us per fork\n')
print('| subject | forks | median | min-max |\n| --- | --- | --- | --- |')
for s, a in w1.items():
    print(f'| {s} | {len(a)} | {st.median(a):.1f} | {min(a):.1f}-{max(a):.1f} |')
print('\n| ratio | Hodges-Lehmann (90% bootstrap) |\n| --- | --- |')
for a, b in [('TQ-ABQ:1024:off', 'JCT-SpscArray:1024'), ('TQ-ABQ:1024:off', 'LBQ:1024'),
             ('TQ-ABQ:1024:throw', 'TQ-ABQ:1024:off'), ('TQ-ABQ:1024:strict-throw', 'TQ-ABQ:1024:off')]:
    print(f'| {a} / {b} | {ratio(w1[a], w1[b])} |')
for name, keys in [('w9-mpsc', ('many', 'variant')), ('w9-spmc', ('many', 'variant')), ('w11', ('taskNanos', 'workers', 'impl'))]:
    print(f'\n## {name}, one JMH run (-f 1 -wi 2 -i 3), score ± JMH error\n')
    print('| ' + ' | '.join(keys) + ' | score | unit |\n|' + ' --- |' * (len(keys) + 2))
    rows = json.load(open(name + '.json'))
    for r in sorted(rows, key=lambda r: tuple(str(r['params'].get(k)).zfill(6) for k in keys)):
        m = r['primaryMetric']
        print('| ' + ' | '.join(str(r['params'].get(k)) for k in keys) + f" | {m['score']:.3f} ± {m['scoreError']:.3f} | {m['scoreUnit']} |")
