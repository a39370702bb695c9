import statistics as st, sys
d={}
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)<3: continue
    j,s,r=p[0],p[1],p[2]; d.setdefault(j+' '+s,[]).append(float(r))
for j,v in d.items(): print(f'{j:40} {len(v):3} median {st.median(v):6.1f}', sorted(round(x) for x in v))
