import subprocess,time,sys,statistics as st,os
# usage: pair.py rounds label1 'cmd1' label2 'cmd2' ...
rounds=int(sys.argv[1]); cfg=list(zip(sys.argv[2::2],sys.argv[3::2]))
res={l:[] for l,_ in cfg}
def one(cmd):
    t=time.perf_counter(); p=subprocess.Popen(cmd,shell=True,stdout=subprocess.PIPE,stdin=subprocess.PIPE,stderr=subprocess.PIPE)
    line=p.stdout.readline(); dt=(time.perf_counter()-t)*1000; p.stdin.close(); p.wait(); return dt,line
print("load before", open('/proc/loadavg').read().strip())
for r in range(-1,rounds):
    for l,c in cfg:
        dt,line=one(c)
        if r>=0: res[l].append(dt)
print("load after", open('/proc/loadavg').read().strip())
base=cfg[0][0]
for l,_ in cfg:
    d=[a-b for a,b in zip(res[l],res[base])]
    print(f"{l}: median {st.median(res[l]):.0f} ms; paired vs {base}: median {st.median(d):+.0f} (faster in {sum(x<0 for x in d)}/{len(d)})")
