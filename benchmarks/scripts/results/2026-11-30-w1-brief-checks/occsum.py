import glob, re, statistics as st, sys
"""Per JVM (file): per repetition the ratio of each subject's rate to the first subject's, then medians."""
d = sys.argv[1]
ratios = {}
rows = []
for f in sorted(glob.glob(d + '/*.txt')):
    reps = {}
    for line in open(f):
        m = re.match(r'^(\S+)\s+rep\s+(\d+)\s+([\d.]+) elements/us\s+occupancy\s+([\d.]+)\s+empty polls/element ([\d.]+)', line)
        if m:
            reps.setdefault(int(m.group(2)), []).append((m.group(1), float(m.group(3)), float(m.group(4))))
    for r, subj in sorted(reps.items()):
        if r == 0:
            continue  # warm-up repetition
        base = subj[0]
        rows.append((f.split('/')[-1], r, subj))
        for s, rate, occ in subj[1:]:
            ratios.setdefault(f'{s} / {base[0]}', []).append(rate / base[1])
for k, v in ratios.items():
    v = sorted(v)
    print(f'{k:48} median {st.median(v):.2f}  quartiles {v[len(v)//4]:.2f}-{v[3*len(v)//4]:.2f}  over {len(v)} repetitions')
first = [subj[0] for _, _, subj in rows]
lo = [rate for s, rate, occ in first if occ < 50]
hi = [rate for s, rate, occ in first if occ >= 50]
print(f'{first[0][0]}: median rate {st.median(lo):.0f} elements/us at occupancy < 50 ({len(lo)} reps), {st.median(hi):.0f} at >= 50 ({len(hi)} reps)')
