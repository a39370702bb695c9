import sys, json, re, collections
d = json.loads(sys.argv[1])
cat = collections.Counter(); top = collections.Counter()
for l in sys.stdin:
    m = re.match(r'\s*([\d.]+)%\s+(\d+)\s+(\S.*?)\s{2,}(\[JIT\] tid \d+|\S+)\s+\[(.)\]\s+(.*)$', l)
    if not m: continue
    n = int(m.group(2)); comm = m.group(3).strip(); dso = m.group(4); sym = m.group(6).strip()
    if not comm.startswith('pool-'):
        c = 'other:' + ('main' if comm == 'java' else comm.split()[0])
    elif dso == '[vdso]' or 'clock_gettime' in sym or 'javaTimeNanos' in sym or 'PoolWorkloads.work' in sym or 'Lambda' in sym or 'Skewed.run' in sym or 'Split.run' in sym:
        c = 'task'
    elif dso.startswith('[kernel'):
        c = 'worker-kernel'
    else:
        c = 'worker-user'
        top[sym[:100]] += n
    cat[c] += n
task = max(1, cat['task'])
print(json.dumps({k: d[k] for k in ['impl','workload','workers','tasks','wallNsPerTask','processCpuNsPerTask','voluntarySwitchesPerKTask','involuntarySwitchesPerKTask']}))
print('  samples per 100 task samples: ' + ', '.join('%s %.1f' % (k, 100.0 * v / task) for k, v in sorted(cat.items()) if k != 'task' and v >= 3))
print('  worker-user top: ' + '; '.join('%.1f %s' % (100.0 * v / task, s.split('(')[0].split(' ')[-1]) for s, v in top.most_common(6)))
