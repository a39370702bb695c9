# Paired per-round differences from a StartupBench runs.csv: python3 paired.py runs.csv 'CONFIG A' 'CONFIG B'
# (commas in configuration names are written as ';' in the csv)
import csv, sys, statistics as st
rows = list(csv.DictReader(open(sys.argv[1])))
a, b = sys.argv[2], sys.argv[3]
for prog in ("g.Hello", "g.Main"):
    d = {}
    for r in rows:
        if int(r["round"]) < 0 or r["program"] != prog: continue
        d.setdefault(r["round"], {})[r["configuration"]] = (float(r["wall_ms"]), float(r["cpu_ms"]), r["loadavg1"])
    diffs = [v[a][0] - v[b][0] for v in d.values() if a in v and b in v]
    cdiffs = [v[a][1] - v[b][1] for v in d.values() if a in v and b in v]
    diffs.sort()
    n = len(diffs)
    wins = sum(1 for x in diffs if x < 0)
    print(f"{prog}: {a} - {b}: paired wall diff median {st.median(diffs):+.1f} ms (q1 {diffs[n//4]:+.1f}, q3 {diffs[(3*n)//4]:+.1f}), {a} faster in {wins}/{n}; cpu diff median {st.median(cdiffs):+.0f}")
