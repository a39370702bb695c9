import csv,sys,statistics as st
rows=list(csv.DictReader(open(sys.argv[1])))
a,b=sys.argv[2],sys.argv[3]
for prog in ("g.Hello","g.Main"):
    d={}
    for r in rows:
        if int(r["round"])<0 or r["program"]!=prog: continue
        d.setdefault(r["round"],{})[r["configuration"]]=(float(r["wall_ms"]),float(r["cpu_ms"]))
    diffs=[v[b][0]-v[a][0] for v in d.values() if a in v and b in v]
    cd=[v[b][1]-v[a][1] for v in d.values() if a in v and b in v]
    print(f"{prog}: {b} minus {a}: paired wall median {st.median(diffs):+.0f} ms (n={len(diffs)}, faster in {sum(x<0 for x in diffs)}), range {min(diffs):+.0f}..{max(diffs):+.0f}; cpu median {st.median(cd):+.0f} ms")
