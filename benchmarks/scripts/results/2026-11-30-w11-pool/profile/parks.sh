#!/bin/bash
# parks.sh <jar> <impl> <tag>: every jdk.ThreadPark (threshold 0) during one PoolBalance oneSubmitter 2-worker run
# (1000 ns tasks, warm-up 2 s + window 4 s), counted per thread kind and blocker, with median and p90 duration.
jar=$1 impl=$2 tag=$3 here=$(dirname "$0")/../../../../results/2026-11-30-w11-pool/profile
f=/tmp/park-$tag-$impl-$$.jfr
line=$(java -XX:StartFlightRecording:filename=$f,settings=$here/park.jfc -Xmx1g -cp $jar dev.tempered.benchmarks.pool.PoolBalance $impl oneSubmitter 2 1000 4 2>/dev/null | grep '^{')
echo "$tag $impl load=$(cut -d' ' -f1 /proc/loadavg) $(echo "$line" | python3 -c "import sys,json; d=json.loads(sys.stdin.read()); print('tasks(window)', d['tasks'], 'cpuNs/task %.0f voluntary/1k %.1f' % (d['processCpuNsPerTask'], d['voluntarySwitchesPerKTask']))")"
jfr print --events jdk.ThreadPark $f | python3 -c "
import sys, re, collections
cnt=collections.Counter(); dur=collections.defaultdict(list); cur={}
for l in sys.stdin:
    l=l.strip()
    m=re.match(r'duration = ([\d.]+) (\w+)', l)
    if m: cur['d']=float(m.group(1))*{'ns':1e-3,'us':1,'ms':1e3,'s':1e6}.get(m.group(2),1)
    m=re.match(r'eventThread = \"([^\"]+)\"', l)
    if m: cur['t']=re.sub(r'\d+$','N',m.group(1))
    m=re.match(r'parkedClass = (\S+)', l)
    if m: cur['c']=m.group(1).split('.')[-1]
    if l=='}' and cur:
        k=(cur.get('t'),cur.get('c')); cnt[k]+=1; dur[k].append(cur.get('d',0)); cur={}
for k,v in cnt.most_common(6):
    ds=sorted(dur[k]); print('   %s parks on %s: %d, median %.1f us, p90 %.1f us' % (k[0], k[1], v, ds[len(ds)//2], ds[int(len(ds)*0.9)]))
"
rm -f $f
