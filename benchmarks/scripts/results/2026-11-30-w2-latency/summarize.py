import json, sys, statistics as st, collections
rows=[json.loads(l) for f in sys.argv[1:] for l in open(f) if l.startswith('{')]
by=collections.defaultdict(dict)
for r in rows: by[(r['rate'],r['rep'])][r['variant']]=r
rates=sorted({r['rate'] for r in rows}); vs=['B0-LBQ','B2-JCT-SpscArray','B3-old','B3-new']
vs=[v for v in vs if any(r['variant']==v for r in rows)]+sorted({r['variant'] for r in rows}-set(vs))
print('| rate/s | variant | p50 us (median) | p99 us (median) | p99/B0 same rep: median (min-max, n) | per rep p99/B0 |')
print('|---:|---|---:|---:|---|---|')
for rate in rates:
  for v in vs:
    reps=[k[1] for k in by if k[0]==rate and v in by[k]]
    if not reps: continue
    p50=st.median(by[(rate,k)][v]['p50_ns'] for k in reps)/1e3
    p99=st.median(by[(rate,k)][v]['p99_ns'] for k in reps)/1e3
    ratios=[by[(rate,k)][v]['p99_ns']/by[(rate,k)]['B0-LBQ']['p99_ns'] for k in sorted(reps) if 'B0-LBQ' in by[(rate,k)]]
    rs=f"{st.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f}, n={len(ratios)})" if ratios else ''
    print(f"| {rate:.0f} | {v} | {p50:.1f} | {p99:.1f} | {rs} | {' '.join(f'{x:.2f}' for x in ratios)} |")
print()
print('| rate/s | B3-new p99 / B3-old p99, same rep: median (min-max, n) | B3-new p50 / B3-old p50 |')
print('|---:|---|---|')
for rate in rates:
  ks=[k for k in by if k[0]==rate and 'B3-new' in by[k] and 'B3-old' in by[k]]
  if not ks: continue
  r99=[by[k]['B3-new']['p99_ns']/by[k]['B3-old']['p99_ns'] for k in ks]
  r50=[by[k]['B3-new']['p50_ns']/by[k]['B3-old']['p50_ns'] for k in ks]
  print(f"| {rate:.0f} | {st.median(r99):.2f} ({min(r99):.2f}-{max(r99):.2f}, n={len(r99)}) | {st.median(r50):.2f} ({min(r50):.2f}-{max(r50):.2f}) |")
