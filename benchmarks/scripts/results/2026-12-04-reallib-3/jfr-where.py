#!/usr/bin/env python3
"""Where a logback program's threads spend their sampled CPU time: reads `jfr print --events jdk.ExecutionSample`
output and prints, per thread, the sample count and the methods on the most stacks (inclusive), for the note of
benchmarks/results/2026-12-04-reallib-3. usage: jfr-where.py SAMPLES.txt [top]"""
import collections
import re
import sys

text = open(sys.argv[1]).read()
top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
per_thread = collections.Counter()
inclusive = collections.Counter()
for event in text.split('jdk.ExecutionSample')[1:]:
    m = re.search(r'sampledThread = "([^"]*)"', event)
    thread = m.group(1) if m else '?'
    frames = re.findall(r'^\s+([\w.$<>/]+)\([^)]*\)\s+line:', event, re.M)
    if not frames:
        continue
    per_thread[thread] += 1
    for method in set(frames):
        inclusive[(thread, method)] += 1
print('samples per thread:', dict(per_thread))
for (thread, method), n in inclusive.most_common(top):
    print(f'{thread:28s} {n:5d} {100 * n / per_thread[thread]:5.1f}%  {method}')
