import json,sys,glob,statistics as st,re
# prints per file: subject median / p90 / max of iteration scores
for f in sorted(glob.glob(sys.argv[1])):
    d=json.load(open(f))
    for b in d:
        s=b['params']['subject']; raw=[x for fork in b['primaryMetric']['rawData'] for x in fork]
        raw.sort()
        print("%-45s %-20s med %7.1f p75 %7.1f max %7.1f n %d" % (f.split('/')[-1], s, st.median(raw), raw[int(len(raw)*0.75)], raw[-1], len(raw)))
