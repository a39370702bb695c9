"""Median and range, over the JVM runs, of each run's median (InterleavedHandover output files <set>-<i>.txt).

usage: interleaved-summary.py OUT_DIR (the results folders' own summary.py call it with theirs)."""
import glob, os, re, statistics, sys

out = sys.argv[1]
LINE = re.compile(r"^(.*?)\s+median\s+([\d.]+)\s+p10\s+([\d.]+)\s+p90\s+([\d.]+)$")
sets = {}
for f in sorted(glob.glob(os.path.join(out, "*-*.txt"))):
    name = os.path.basename(f)[:-4]
    sets.setdefault(name.rsplit("-", 1)[0], []).append(f)
print("# W1 hand-over, interleaved: summary\n")
print("Each cell: median over the JVM runs of the run's median over rounds, then min-max of the run medians, then the")
print("lowest p10 and highest p90 of the rounds. Ratios are throughput ratios (higher: the first named is faster).\n")
for name, files in sets.items():
    rows = {}
    for f in files:
        for line in open(f):
            m = LINE.match(line.strip())
            if m:
                rows.setdefault(m.group(1).strip(), []).append(tuple(float(x) for x in m.group(2, 3, 4)))
    print(f"## {name} ({len(files)} runs)\n")
    print("| measure | median | run medians | rounds p10-p90 |")
    print("| --- | ---: | ---: | ---: |")
    for label, vals in rows.items():
        meds = [v[0] for v in vals]
        print(f"| {label} | {statistics.median(meds):.3f} | {min(meds):.3f}-{max(meds):.3f} | "
              f"{min(v[1] for v in vals):.3f}-{max(v[2] for v in vals):.3f} |")
    print()
