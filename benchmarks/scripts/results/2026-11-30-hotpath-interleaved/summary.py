"""Summarises run.sh's outputs: per build, the median over runs (JVMs) of each run's median ratio, and the range."""
import glob, os, re, statistics, sys

d = sys.argv[1]
rows = {}
for build in ("new", "old"):
    for f in sorted(glob.glob(os.path.join(d, build + "-*.txt"))):
        for line in open(f):
            m = re.match(r"(.+?)\s+median\s+([\d.]+)\s+p10\s+([\d.]+)\s+p90\s+([\d.]+)", line)
            if m:
                rows.setdefault(m.group(1).strip(), {}).setdefault(build, []).append(float(m.group(2)))
print("# One-thread hot path, interleaved: this build (new) against the older one (old)\n")
print("Each cell: median over the JVM runs of the run's median ratio (within-run rounds), then min-max over runs.")
print("Higher is better; the last row is an absolute rate (elements offered and polled per microsecond).\n")
print("| measure | new | old | runs |")
print("| --- | ---: | ---: | ---: |")
for name, by in rows.items():
    cells = []
    for build in ("new", "old"):
        v = by.get(build, [])
        cells.append("%.3f (%.3f-%.3f)" % (statistics.median(v), min(v), max(v)) if v else "-")
    print("| %s | %s | %s | %d |" % (name, cells[0], cells[1], len(by.get("new", []))))
