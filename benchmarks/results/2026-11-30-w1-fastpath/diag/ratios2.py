import json,glob,statistics as st,sys,re,os
R=sys.argv[1]; prefix=sys.argv[2]; title=sys.argv[3]
def med(f):
    out={}
    for b in json.load(open(f)):
        raw=[x for fork in b['primaryMetric']['rawData'] for x in fork]
        out[b['params']['subject']]=st.median(raw)
    return out
print("\n### %s (files raw/%s-*)\n" % (title,prefix))
print("| build | round | load1 before / after | JCT | T-ABQ:off | T-ABQ:throw | off / JCT | throw / off |")
print("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |")
rat={}
for f in sorted(glob.glob(R+'/raw/%s-*.json'%prefix)):
    if os.path.getsize(f)==0: continue
    m=re.search(r'%s-(\w+)-(\d)\.json'%prefix,f); build,rnd=m.group(1),m.group(2)
    try: d=med(f)
    except Exception: continue
    txt=open(f[:-5]+'.txt').read(); la=re.findall(r'load-\w+ (\S+)',txt)
    j=d['JCT-SpscArray:1024']; o=d['T-ABQ:1024:off']; t=d['T-ABQ:1024:throw']
    rat.setdefault(build,[]).append((o/j,t/o))
    print("| %s | %s | %s / %s | %.1f | %.1f | %.1f | %.2f | %.2f |" % (build,rnd,la[0],la[-1],j,o,t,o/j,t/o))
print()
for b,v in rat.items():
    a=sorted(x[0] for x in v); c=sorted(x[1] for x in v)
    print("- %s: off/JCT median %.2f (min-max %.2f-%.2f); throw/off median %.2f (%.2f-%.2f), %d rounds" % (b,st.median(a),a[0],a[-1],st.median(c),c[0],c[-1],len(v)))
