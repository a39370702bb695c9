#!/usr/bin/env python3
"""Counts jdk.ThreadPark events of a `jfr print --json` file per thread and timeout (untimed parks print a huge negative timeout)."""
import json,collections,sys,re
def secs(s):
    m=re.match(r'PT(?:(\d+)M)?([\d.]+)S',s or '')
    return (int(m.group(1) or 0)*60+float(m.group(2))) if m else 0.0
d=json.load(open(sys.argv[1]))
ev=d['recording']['events']
c=collections.Counter(); dur=collections.defaultdict(float)
for e in ev:
    v=e['values']; t=v['eventThread']['javaName']; to=v.get('timeout')
    k=(t, to if isinstance(to,str) and to.startswith('PT') else 'untimed')
    c[k]+=1; dur[k]+=secs(v['duration'])
for k in sorted(c): print(k, c[k], 'total %.3fs'%dur[k])
print('total parks', sum(c.values()))
